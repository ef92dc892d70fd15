import type { LinksFunction } from "@remix-run/cloudflare";
import tracksCss from "./tracks.css?url";

/**
 * The music manager's and track page's own stylesheet (upload flow, switch, waveform, facts); the
 * catalogue's styles they share are inlined in every page (lib/critical-css.ts).
 */
export const tracksLinks: LinksFunction = () => [{ rel: "stylesheet", href: tracksCss }];
