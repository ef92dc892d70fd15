import type { LinksFunction } from "@remix-run/cloudflare";
import { catalogueLinks } from "../../lib/catalogue/links";
import tracksCss from "./tracks.css?url";

/**
 * The music manager's and track page's stylesheets: the catalogue's (covers, title links, play buttons)
 * and their own (upload flow, switch, waveform, facts).
 */
export const tracksLinks: LinksFunction = () => [...catalogueLinks(), { rel: "stylesheet", href: tracksCss }];
