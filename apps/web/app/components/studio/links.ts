import type { LinksFunction } from "@remix-run/cloudflare";
import studioCss from "./studio.css?url";
import studioPagesCss from "./studio-pages.css?url";

/** The studio stylesheets; the creator area's layout exports them, so every creator page has them. */
export const studioLinks: LinksFunction = () => [
  { rel: "stylesheet", href: studioCss },
  { rel: "stylesheet", href: studioPagesCss },
];
