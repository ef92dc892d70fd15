import type { LinksFunction } from "@remix-run/cloudflare";
import peopleCss from "./people.css?url";

/** The people pages' stylesheet; the upgrade pieces (badges, threads) they share are inlined in every page. */
export const peopleLinks: LinksFunction = () => [{ rel: "stylesheet", href: peopleCss }];
