import { sql } from "drizzle-orm";
import { reactions, tracks } from "../../db/schema";
import type { ReactionKind } from "../engagement/reaction-flags";
import { selectTracks, type TrackDetail, type TrackRow, toView } from "./track-views";
import { signingKey, type ViewContext, viewer } from "./view-context";

/**
 * One track with its lyrics, or null when it does not exist or the viewer may not see it. Read live in
 * ONE statement: the track joined to its artist, album and lookups by primary key, limited to what the
 * viewer may see, with the viewer's like/save reactions folded in (primary-key probes of reactions).
 *
 * @example const detail = await loadTrackDetail(viewContextOf(c), id); if (!detail) throw notFound("Track");
 */
export async function loadTrackDetail(ctx: ViewContext, id: string): Promise<TrackDetail | null> {
  const mine = sql<string | null>`(select group_concat(${reactions.kind}) from ${reactions}
    where ${reactions.userId} = ${ctx.viewerId} and ${reactions.kind} in ('like', 'save')
    and ${reactions.subjectType} = 'track' and ${reactions.subjectId} = ${tracks.id})`;
  const [row] = (await selectTracks(ctx.db, [id], viewer(ctx), { lyrics: tracks.lyrics, mine })) as Array<
    TrackRow & { mine: string | null }
  >;
  if (!row) return null;
  const kinds = new Set((row.mine ?? "").split(",").filter(Boolean) as ReactionKind[]);
  return toView(row, kinds, signingKey(ctx), ctx.now);
}
