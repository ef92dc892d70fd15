import type { LinksFunction } from "@remix-run/cloudflare";
import { marketLinks } from "../../beats/market-links";
import songMarketCss from "./song-market.css?url";

/**
 * The song market pages' stylesheets: the beat market's (its grid of cards, filters and tables, shared so
 * both markets look alike) and the song market's own (lyrics, writers, the bid form). The studio's comes
 * with the creator layout.
 */
export const songMarketLinks: LinksFunction = () => [
  ...marketLinks(),
  { rel: "stylesheet", href: songMarketCss },
];
