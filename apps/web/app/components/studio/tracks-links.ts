import type { LinksFunction } from "@remix-run/cloudflare";
import tracksCss from "./tracks.css?url";

/** The music manager's and track page's stylesheet (upload flow, switch, waveform, facts). */
export const tracksLinks: LinksFunction = () => [{ rel: "stylesheet", href: tracksCss }];
