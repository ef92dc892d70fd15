import { and, eq, sql } from "drizzle-orm";
import { d1Batch } from "../../../kit/d1-batch";
import type { Db } from "../../../kit/db";
import { tracks, trackWaveforms } from "../../catalogue/schema";
import { analyseAudio } from "../audio/analyse";
import { sniffAudio } from "../audio/sniff";
import { type AudioAnalysis, UnreadableAudio } from "../audio/types";
import type { MediaQueue } from "./media-queue";
import { peaksToBase64, SNIFF_BYTES, WAVEFORM_POINTS } from "./processing.rules";
import { r2Source } from "./r2-source";
import { analysisIsStale, signalAssignments } from "./signal-columns";

/*
 * Re-analysis (docs/decisions/0610): when ANALYSIS_VERSION rises, and for every track stored before the
 * signal was measured (the demo catalogue, older uploads), the upkeep cron queues ready tracks whose
 * analysis is older, a chunk at a time, and the media queue's consumer measures each again. Only the
 * measures and the waveform change; facts, quota and the track's state are left as they are.
 */

/** Tracks queued per upkeep run: a few minutes of queue work, well inside a ten-minute cron period. */
export const REANALYSIS_CHUNK = 25;

/** The backfill's walk: ready tracks with stale analysis, through tracks_analysis_idx. */
export function staleTracksQuery(db: Db) {
  return db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.processing, "ready"), analysisIsStale))
    .limit(REANALYSIS_CHUNK);
}

/** Queues up to REANALYSIS_CHUNK ready tracks whose analysis is older than the current algorithm. */
export async function enqueueReanalysis(db: Db, queue: MediaQueue): Promise<number> {
  const stale = await staleTracksQuery(db);
  for (const { id } of stale) await queue.send({ type: "analyse-track", track_id: id });
  return stale.length;
}

/**
 * Measures one ready track again and stores its measures (and, where decoded, its exact waveform), only
 * while its analysis is still stale, so a message delivered twice changes nothing the second time. A
 * missing or unreadable file is stored as measured with nothing to report (logged), so it is not queued
 * forever; storage errors are thrown for the queue to retry.
 */
export async function reanalyseTrack(
  deps: { db: Db; bucket: R2Bucket },
  trackId: string,
): Promise<"measured" | "skipped"> {
  const [track] = await deps.db
    .select({
      id: tracks.id,
      audioKey: tracks.audioKey,
      audioFormat: tracks.audioFormat,
      audioContentType: tracks.audioContentType,
    })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.processing, "ready"), analysisIsStale));
  if (!track) return "skipped";
  const { audioFormat } = track;
  // A beat's stems archive has no signal: stored as measured with nothing, so it is not queued again.
  const analysis = audioFormat === "zip" ? null : await readAnalysis(deps.bucket, { ...track, audioFormat });
  const stillStale = sql`(select 1 from ${tracks} where id = ${track.id} and processing = 'ready'
    and ${analysisIsStale})`;
  const peaks = analysis?.signal ? analysis.peaks : null;
  await d1Batch(deps.db, [
    // Before the version moves: it reads the stale state.
    ...(peaks
      ? [
          sql`insert into ${trackWaveforms} (track_id, points, peaks)
            select ${track.id}, ${peaks.length}, ${peaksToBase64(peaks)} where exists ${stillStale}
            on conflict (track_id) do update set points = excluded.points, peaks = excluded.peaks`,
        ]
      : []),
    sql`update ${tracks} set ${signalAssignments(analysis?.signal ?? null)}
      where id = ${track.id} and processing = 'ready' and ${analysisIsStale}`,
  ]);
  return "measured";
}

async function readAnalysis(
  bucket: R2Bucket,
  track: {
    id: string;
    audioKey: string;
    audioFormat: AudioAnalysis["facts"]["format"] | null;
    audioContentType: string;
  },
): Promise<AudioAnalysis | null> {
  const object = await bucket.head(track.audioKey);
  const warn = (msg: string) =>
    console.warn(JSON.stringify({ level: "warn", msg, trackId: track.id, key: track.audioKey }));
  if (!object) {
    warn("re-analysis: audio object missing");
    return null;
  }
  const source = r2Source(bucket, track.audioKey, object.size);
  const sniffed = track.audioFormat
    ? { format: track.audioFormat, contentType: track.audioContentType }
    : sniffAudio(await source.read(0, SNIFF_BYTES));
  if (!sniffed) {
    warn("re-analysis: not audio");
    return null;
  }
  try {
    return await analyseAudio(source, sniffed, WAVEFORM_POINTS);
  } catch (error) {
    if (!(error instanceof UnreadableAudio)) throw error;
    warn(`re-analysis: ${error.reason}`);
    return null;
  }
}
