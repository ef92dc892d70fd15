import type { LinksFunction } from "@remix-run/cloudflare";
import tracksCss from "../studio/tracks.css?url";
import beatsCss from "./beats.css?url";

/**
 * The beat pages' stylesheets: the studio's track styles they share (facts, fields, switches in rows)
 * and their own (tier editor, listing badges). The creator layout already brings the studio's base.
 */
export const beatsLinks: LinksFunction = () => [
  { rel: "stylesheet", href: tracksCss },
  { rel: "stylesheet", href: beatsCss },
];
