import type { LinksFunction } from "@remix-run/cloudflare";
import { upgradeLinks } from "../../upgrade/links";
import peopleCss from "./people.css?url";

/** The people pages' stylesheet, with the upgrade pieces (badges, threads) they share. */
export const peopleLinks: LinksFunction = () => [...upgradeLinks(), { rel: "stylesheet", href: peopleCss }];
