import type { LinksFunction } from "@remix-run/cloudflare";
import { walletLinks } from "../wallet/links";
import upgradeCss from "./upgrade.css?url";

/** The upgrade stylesheet, and the wallet's for the Payment modal the page opens. */
export const upgradeLinks: LinksFunction = () => [...walletLinks(), { rel: "stylesheet", href: upgradeCss }];
