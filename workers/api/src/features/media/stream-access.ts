import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { AuthContext } from "../accounts";
import { beats } from "../beats/schema";
import { listedTrack, trackVisibleTo } from "../catalogue";
import { tracks, trackWaveforms } from "../catalogue/schema";
import { songBids, songWriters, writtenSongs } from "../songs/schema";

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
 * tracks stream to anyone holding the URL; others only to whoever may see the track (trackVisibleTo:
 * its owner, its artist's manager, an admin); a listed beat's preview and a listed song's demo stream to
 * anyone, a song's demo also to its writers and bidders. The owner's own `<audio>` element is recognised by the
 * session cookie it sends along (http/guards/session.ts).
 * Returns null for "not yours or not there" alike, so ids cannot be probed. The row is read on every
 * request (one primary-key statement), so unpublishing stops new range requests at once.
 */
export async function findStreamableTrack(
  db: Db,
  trackId: string,
  auth: AuthContext | null,
): Promise<StreamableTrack | null> {
  const visible = or(
    auth ? trackVisibleTo({ id: auth.user.id, isAdmin: auth.roles.has("admin") }) : listedTrack,
    // A beat's preview streams to anyone while the beat is on the market (docs/decisions/0802).
    sql`exists (select 1 from ${beats} where ${beats.previewTrackId} = ${tracks.id} and ${beats.listed} = 1)`,
    // A written song's demo: to anyone while the song is on the market, and always to its co-writers and
    // to whoever bid on it (a buyer keeps hearing what they bought) (docs/decisions/0803).
    sql`exists (select 1 from ${writtenSongs} s where s.demo_track_id = ${tracks.id} and (s.listed = 1 or exists (
      select 1 from ${songWriters} w where w.song_id = s.id and w.user_id = ${auth?.user.id ?? ""}) or exists (
      select 1 from ${songBids} b where b.song_id = s.id and b.bidder_id = ${auth?.user.id ?? ""})))`,
  );
  const [row] = await db
    .select({
      id: tracks.id,
      audioKey: tracks.audioKey,
      audioContentType: tracks.audioContentType,
      audioSize: tracks.audioSize,
    })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), visible))
    .limit(1);
  return row ?? null;
}

/**
 * A track's stored waveform, when whoever asks may play the track (the same check as `findStreamableTrack`,
 * read alongside it): null for "not yours, not there or no waveform yet" alike.
 */
export async function findWaveform(
  db: Db,
  trackId: string,
  auth: AuthContext | null,
): Promise<{ points: number; peaks: string } | null> {
  const [track, [row]] = await Promise.all([
    findStreamableTrack(db, trackId, auth),
    db
      .select({ points: trackWaveforms.points, peaks: trackWaveforms.peaks })
      .from(trackWaveforms)
      .where(eq(trackWaveforms.trackId, trackId))
      .limit(1),
  ]);
  return track && row ? row : null;
}
