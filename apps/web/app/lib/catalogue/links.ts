import type { LinksFunction } from "@remix-run/cloudflare";
import listenerCss from "../../styles/listener.css?url";

/**
 * The signed-in surface's stylesheet (styles/listener.css: live status and catalogue pages), linked by
 * the signed-in layout and by every catalogue route; Remix links the same href once per page.
 */
export const catalogueLinks: LinksFunction = () => [{ rel: "stylesheet", href: listenerCss }];
