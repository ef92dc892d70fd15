import type { LinksFunction } from "@remix-run/cloudflare";
import adminCss from "./admin.css?url";

/** The admin console's stylesheet; the /admin layout exports it, so every admin page has it. */
export const adminLinks: LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
