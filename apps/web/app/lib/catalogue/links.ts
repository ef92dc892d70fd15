import type { LinksFunction } from "@remix-run/cloudflare";
import catalogueCss from "../../styles/catalogue.css?url";
import cataloguePagesCss from "../../styles/catalogue-pages.css?url";

/** Every catalogue route exports this so its stylesheet loads with the page (root.tsx is not ours to grow). */
export const catalogueLinks: LinksFunction = () => [
  { rel: "stylesheet", href: catalogueCss },
  { rel: "stylesheet", href: cataloguePagesCss },
];
