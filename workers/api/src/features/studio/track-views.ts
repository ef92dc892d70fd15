import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { imageUrl, MEDIA_BASE, signStreamUrl } from "../../kit/media-urls";
import { API_BASE } from "../../kit/paths";
import { iso, lookupRef } from "../catalogue";
import { albums, trackCredits, tracks, trackWaveforms } from "../catalogue/schema";
import { genres, moods, origins } from "../reference/schema";
import { trackUploads } from "./schema";
import type { CreatorTrack } from "./tracks.contract";

/** Where the manager resumes an unfinished upload (the tus routes of features/studio/uploads). */
const uploadUrl = (uploadId: string) =>
  `${API_BASE}/creator/music-tracks/upload/${encodeURIComponent(uploadId)}`;

/** Where a processed track's waveform peaks are served. */
const waveformUrl = (trackId: string) => `${MEDIA_BASE}/waveforms/${encodeURIComponent(trackId)}`;

/** `column in (the ids)` as ONE bound parameter (a JSON array), whatever the number of ids. */
export const inJson = (column: SQL | { name: string }, ids: readonly string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;

/**
 * The creator's views of tracks `ids`, in that order: one statement for the tracks with their album,
 * lookups, unfinished upload and waveform (all by key), one for their credits, issued together. Ids
 * that are not tracks are dropped; callers have already scoped them to the owner.
 */
export async function loadCreatorTracks(
  db: Db,
  secret: string,
  now: number,
  ids: readonly string[],
): Promise<CreatorTrack[]> {
  if (ids.length === 0) return [];
  const [rows, credits] = await Promise.all([
    db
      .select({
        track: tracks,
        albumTitle: albums.title,
        genreTitle: genres.title,
        moodTitle: moods.title,
        originTitle: origins.title,
        upload: { id: trackUploads.id, offset: trackUploads.offset, length: trackUploads.length },
        waveform: trackWaveforms.trackId,
      })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.albumId))
      .leftJoin(genres, eq(genres.id, tracks.genreId))
      .leftJoin(moods, eq(moods.id, tracks.moodId))
      .leftJoin(origins, eq(origins.id, tracks.originId))
      .leftJoin(trackUploads, and(eq(trackUploads.trackId, tracks.id), isNull(trackUploads.completedAt)))
      .leftJoin(trackWaveforms, eq(trackWaveforms.trackId, tracks.id))
      .where(inJson(tracks.id, ids)),
    db
      .select()
      .from(trackCredits)
      .where(inJson(trackCredits.trackId, ids))
      .orderBy(asc(trackCredits.trackId), asc(trackCredits.role), asc(trackCredits.position)),
  ]);
  const creditsOf = new Map<string, CreatorTrack["credits"]>();
  for (const c of credits) {
    const list = creditsOf.get(c.trackId) ?? { featured: [], producers: [], writers: [] };
    (c.role === "featured" ? list.featured : c.role === "producer" ? list.producers : list.writers).push(
      c.name,
    );
    creditsOf.set(c.trackId, list);
  }
  const byId = new Map(rows.map((r) => [r.track.id, r]));
  const views: CreatorTrack[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const t = r.track;
    views.push({
      id: t.id,
      title: t.title,
      album: lookupRef(t.albumId, r.albumTitle),
      track_number: t.trackNumber,
      genre: lookupRef(t.genreId, r.genreTitle),
      mood: lookupRef(t.moodId, r.moodTitle),
      origin: lookupRef(t.originId, r.originTitle),
      bpm: t.bpm,
      musical_key: t.musicalKey,
      explicit: t.explicit,
      lyrics: t.lyrics,
      credits: creditsOf.get(t.id) ?? { featured: [], producers: [], writers: [] },
      publication: t.publication,
      visibility: t.visibility,
      status: t.status === 1 ? 1 : 0,
      processing: t.processing,
      processing_error: t.processingError,
      duration_ms: t.durationMs,
      audio: t.audioFormat
        ? {
            format: t.audioFormat,
            codec: t.codec,
            sample_rate: t.sampleRate,
            channels: t.channels,
            bitrate: t.bitrate,
            size: t.audioSize,
          }
        : null,
      measured_bpm: t.measuredBpm,
      loudness_lufs: t.loudnessLufs,
      true_peak_dbtp: t.truePeakDbtp,
      cover_art_url: imageUrl(t.coverKey),
      stream_url: await signStreamUrl(secret, t.id, now),
      waveform_url: r.waveform ? waveformUrl(t.id) : null,
      upload: r.upload?.id
        ? { id: r.upload.id, url: uploadUrl(r.upload.id), offset: r.upload.offset, length: r.upload.length }
        : null,
      play_count: t.playCount,
      like_count: t.likeCount,
      save_count: t.saveCount,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
      published_at: iso(t.publishedAt),
    });
  }
  return views;
}
