import { and, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { signingSecret } from "../../kit/media-urls";
import { tracks } from "./schema";
import { type TrackDetail, type TrackRow, toView, trackStatement } from "./track-views";
import { type ViewContext, viewer } from "./view-context";
import { trackVisibleTo } from "./visibility";

/**
 * One track with its lyrics; a 404 when it does not exist or the viewer may not see it (someone else's
 * draft looks exactly like a missing id). Read live in
 * ONE statement: the track joined to its artist, album and lookups by primary key, limited to what the
 * viewer may see, with the viewer's like/save flags probed in the same statement.
 *
 * @example const detail = await loadTrackDetail(viewContextOf(c), id);
 */
export async function loadTrackDetail(ctx: ViewContext, id: string): Promise<TrackDetail> {
  const where = and(eq(tracks.id, id), trackVisibleTo(viewer(ctx)));
  const [row] = (await trackStatement(ctx, { where, limit: 1 }, { lyrics: tracks.lyrics })) as TrackRow[];
  if (!row) throw notFound("Track");
  return toView(row, signingSecret(ctx.env), ctx.now);
}
