import type { LinksFunction } from "@remix-run/cloudflare";
import studioCss from "./studio.css?url";

/** The studio stylesheet; the creator area's layout exports it, so every creator page has it. */
export const studioLinks: LinksFunction = () => [{ rel: "stylesheet", href: studioCss }];
