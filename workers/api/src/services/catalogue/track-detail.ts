import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reactions, tracks } from "../../db/schema";
import { oncePer } from "../../lib/once-per";
import { PointReads } from "../../lib/point-reads";
import type { ReactionKind } from "../engagement/reaction-flags";
import { distinct } from "./chunks";
import { selectTracks, type TrackDetail, type TrackRow, toView } from "./track-views";
import { signingKey, type ViewContext, viewer } from "./view-context";
import { trackRowVisibleTo, type Viewer } from "./visibility";

/**
 * One track with its lyrics, or null when it does not exist or the viewer may not see it.
 *
 * A detail is the page a listener opens, so it is always read live: never from a cache, and only after
 * the request arrived. Concurrent details of one isolate share a D1 round trip (lib/point-reads.ts): one
 * statement reads every asked track with the asking viewers' like/save flags on it, so a burst of N
 * details costs about one D1 call instead of N queued ones (ADR 0304).
 *
 * @example const detail = await loadTrackDetail(viewContextOf(c), id); if (!detail) throw notFound("Track");
 */
export async function loadTrackDetail(ctx: ViewContext, id: string): Promise<TrackDetail | null> {
  const asker = viewer(ctx);
  const hit = await detailReadsOf(ctx.db).load({ viewer: asker, trackId: id });
  if (!hit || !trackRowVisibleTo(hit.row, asker)) return null;
  return toView(hit.row, hit.mine, signingKey(ctx), ctx.now);
}

interface DetailKey {
  viewer: Viewer;
  trackId: string;
}

interface DetailHit {
  row: TrackRow;
  mine: ReadonlySet<ReactionKind>;
}

/**
 * Keys per batch. Each binds its track id and viewer id once at most, next to five literals (the listed
 * condition's three, the two reaction kinds), so 40 keys stay under D1's 100 bound parameters.
 */
const DETAIL_BATCH = 40;
const keyOf = (k: DetailKey) => `${k.viewer.id}\u0000${k.trackId}`;

/** One coalescer per database handle (one per D1 binding, db/client.ts). */
const detailReadsOf = oncePer(
  (db: Db) =>
    new PointReads<DetailKey, DetailHit>({
      keyOf,
      loadMany: (keys) => selectDetails(db, keys),
      maxBatch: DETAIL_BATCH,
    }),
);

/**
 * The rows of a batch, unfiltered (visibility is per viewer, checked by the caller), in ONE statement:
 * each row carries the asking viewers' like/save reactions to it as a JSON array of [user id, kind],
 * probed through the reactions primary key (user_id, kind, subject_type, subject_id). Not a D1 batch of
 * two selects: drizzle maps batched rows by column name, which collides on the joined `id`/`title`.
 */
async function selectDetails(db: Db, keys: DetailKey[]): Promise<Map<string, DetailHit>> {
  const ids = distinct(keys.map((k) => k.trackId));
  const viewerIds = distinct(keys.map((k) => k.viewer.id));
  const reacted = sql<string>`(select json_group_array(json_array(${reactions.userId}, ${reactions.kind}))
    from ${reactions} where ${inArray(reactions.userId, viewerIds)} and ${inArray(reactions.kind, ["like", "save"])}
    and ${reactions.subjectType} = 'track' and ${reactions.subjectId} = ${tracks.id})`;
  const rows = (await selectTracks(db, ids, undefined, { lyrics: tracks.lyrics, reacted })) as Array<
    TrackRow & { reacted: string }
  >;
  const out = new Map<string, DetailHit>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const k of keys) {
    const row = byId.get(k.trackId);
    if (!row) continue;
    const pairs = JSON.parse(row.reacted) as Array<[string, ReactionKind]>;
    const mine = new Set(pairs.filter(([userId]) => userId === k.viewer.id).map(([, kind]) => kind));
    out.set(keyOf(k), { row, mine });
  }
  return out;
}
