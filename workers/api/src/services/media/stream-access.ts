import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artists, tracks } from "../../db/schema";
import { TtlMap } from "../../lib/ttl-map";
import type { AuthContext } from "../accounts/auth-context";
import { listedTrack, trackRowVisibleTo } from "../catalogue/visibility";

/**
 * Track rows seen recently by this isolate. An `<audio>` element fetches one track as many range
 * requests, and the D1 round trip is most of a stream request's cost; a few seconds of staleness on
 * unpublishing is the price (the privilege check itself runs on every request).
 */
const RECENT_TTL_MS = 10_000;
type TrackAccessRow = StreamableTrack & {
  listed: number;
  ownerUserId: string | null;
  artistUserId: string | null;
};
const recent = new TtlMap<TrackAccessRow>(2_000);

/** What the stream endpoint needs to know about a track's audio. */
export interface StreamableTrack {
  id: string;
  audioKey: string;
  audioContentType: string;
  audioSize: number;
}

/**
 * The track behind a stream URL, re-checked at request time: a signed URL proves the API handed it
 * out, not that the track is still listed (it may have been unpublished or made private since). Listed
 * tracks stream to anyone holding the URL; others only to whoever may see the track (trackRowVisibleTo:
 * its owner, its artist's manager, an admin). The owner's own `<audio>` element is recognised by the
 * session cookie it sends along (http/guards/session.ts).
 * Returns null for "not yours or not there" alike, so ids cannot be probed.
 */
export async function findStreamableTrack(
  db: Db,
  trackId: string,
  auth: AuthContext | null,
  nowMs = Date.now(),
): Promise<StreamableTrack | null> {
  const row = await loadAccessRow(db, trackId, nowMs);
  if (!row) return null;
  const visible = auth
    ? trackRowVisibleTo(row, { id: auth.user.id, isAdmin: auth.roles.has("admin") })
    : row.listed === 1;
  if (!visible) return null;
  return {
    id: row.id,
    audioKey: row.audioKey,
    audioContentType: row.audioContentType,
    audioSize: row.audioSize,
  };
}

async function loadAccessRow(db: Db, trackId: string, nowMs: number): Promise<TrackAccessRow | null> {
  const hit = recent.get(trackId, nowMs);
  if (hit) return hit;
  const rows = await db
    .select({
      id: tracks.id,
      audioKey: tracks.audioKey,
      audioContentType: tracks.audioContentType,
      audioSize: tracks.audioSize,
      listed: sql<number>`(${listedTrack})`,
      ownerUserId: tracks.ownerUserId,
      artistUserId: artists.userId,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(tracks.id, trackId))
    .limit(1);
  const row = rows[0] ?? null;
  // Misses are not remembered: a track created a moment after a failed lookup must stream at once.
  if (!row) return null;
  recent.set(trackId, row, nowMs + RECENT_TTL_MS);
  return row;
}
