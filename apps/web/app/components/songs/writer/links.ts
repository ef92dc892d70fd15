import type { LinksFunction } from "@remix-run/cloudflare";
import tracksCss from "../../studio/tracks.css?url";
import writerCss from "./writer.css?url";

/**
 * The songwriter's pages' stylesheets: the studio's track styles they share (facts, fields, switches in
 * rows) and their own (the editor's writers, lyrics, badges). The creator layout already brings the
 * studio's base.
 */
export const writerLinks: LinksFunction = () => [
  { rel: "stylesheet", href: tracksCss },
  { rel: "stylesheet", href: writerCss },
];
