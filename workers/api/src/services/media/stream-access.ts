import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tracks } from "../../db/schema";
import type { AuthContext } from "../accounts/auth-context";

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
 * tracks stream to anyone holding the URL; others only to their owner or an admin (the web worker
 * forwards the session cookie as a bearer, so the owner's own `<audio>` element is recognised).
 * Returns null for "not yours or not there" alike, so ids cannot be probed.
 */
export async function findStreamableTrack(
  db: Db,
  trackId: string,
  auth: AuthContext | null,
): Promise<StreamableTrack | null> {
  const rows = await db
    .select({
      id: tracks.id,
      audioKey: tracks.audioKey,
      audioContentType: tracks.audioContentType,
      audioSize: tracks.audioSize,
      publication: tracks.publication,
      visibility: tracks.visibility,
      status: tracks.status,
      ownerUserId: tracks.ownerUserId,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const listed = row.publication === "published" && row.visibility === "public" && row.status === 1;
  const privileged = !!auth && (auth.user.id === row.ownerUserId || auth.roles.has("admin"));
  if (!listed && !privileged) return null;
  return {
    id: row.id,
    audioKey: row.audioKey,
    audioContentType: row.audioContentType,
    audioSize: row.audioSize,
  };
}
