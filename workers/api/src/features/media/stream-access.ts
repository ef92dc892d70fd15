import { eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { AuthContext } from "../accounts/auth-context";
import { artists, tracks } from "../catalogue/schema";
import { listedTrack, trackRowVisibleTo } from "../catalogue/visibility";

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
 * Returns null for "not yours or not there" alike, so ids cannot be probed. The row is read on every
 * request (one primary-key statement), so unpublishing stops new range requests at once.
 */
export async function findStreamableTrack(
  db: Db,
  trackId: string,
  auth: AuthContext | null,
): Promise<StreamableTrack | null> {
  const [row] = await db
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
