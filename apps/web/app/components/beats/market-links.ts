import type { LinksFunction } from "@remix-run/cloudflare";
import marketCss from "./market.css?url";

/** The market pages' own stylesheet (the studio's comes with the creator layout). */
export const marketLinks: LinksFunction = () => [{ rel: "stylesheet", href: marketCss }];
