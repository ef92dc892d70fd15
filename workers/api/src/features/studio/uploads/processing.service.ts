import type { RealtimeBinding } from "@ngoma/realtime/client";
import { eq, sql } from "drizzle-orm";
import { d1Batch } from "../../../kit/d1-batch";
import type { Db } from "../../../kit/db";
import type { ProcessingState } from "../../catalogue";
import { tracks, trackWaveforms } from "../../catalogue/schema";
import { notify } from "../../notifications";
import { analyseAudio } from "../audio/analyse";
import { fillsFile } from "../audio/extent";
import { sniffAudio } from "../audio/sniff";
import { type ByteSource, type SniffedAudio, UnreadableAudio } from "../audio/types";
import { creatorStorage } from "../schema";
import { zipFills } from "./archive";
import { peaksToBase64, processedMessage, SNIFF_BYTES, WAVEFORM_POINTS } from "./processing.rules";
import { r2Source } from "./r2-source";
import { signalAssignments } from "./signal-columns";

/*
 * Processing a finished upload (docs/decisions/0601): the queue consumer reads the file's own headers,
 * decodes it where it can (loudness, tempo, exact peaks; docs/decisions/0610) through ranged R2 reads,
 * then ONE batch makes the track `ready` with its facts, its measures, its waveform and the quota set to
 * the real size; or `failed` with a reason the creator can act on. Every
 * write is conditioned on the track still being `processing`, so a redelivered message changes nothing.
 */

/** What processing needs: D1, R2, and the realtime channel the owner hears the outcome on. */
export interface ProcessDeps {
  db: Db;
  bucket: R2Bucket;
  realtime: RealtimeBinding;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** What became of a track: `skipped` when it was not (or no longer) waiting for processing. */
export type ProcessOutcome = "ready" | "failed" | "skipped";

type TrackToProcess = Pick<
  typeof tracks.$inferSelect,
  "id" | "title" | "ownerUserId" | "processing" | "audioKey" | "audioFormat" | "audioContentType"
>;

/**
 * Processes one uploaded track. Only a track in `processing` is touched (idempotent under redelivery).
 * An unreadable file fails the track with its reason (the object stays until the creator deletes the
 * track); any other error is thrown for the queue to retry.
 *
 * @example await processTrack({ db, bucket: env.MEDIA, realtime: env.REALTIME }, "trk_…");
 */
export async function processTrack(
  deps: ProcessDeps,
  trackId: string,
  now = new Date(),
): Promise<ProcessOutcome> {
  const [track] = await deps.db
    .select({
      id: tracks.id,
      title: tracks.title,
      ownerUserId: tracks.ownerUserId,
      processing: tracks.processing,
      audioKey: tracks.audioKey,
      audioFormat: tracks.audioFormat,
      audioContentType: tracks.audioContentType,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  if (track?.processing !== "processing") return "skipped";

  const object = await deps.bucket.head(track.audioKey);
  if (!object) return failTrack(deps, track, "The uploaded file is missing. Upload it again.", now);
  const source = r2Source(deps.bucket, track.audioKey, object.size);
  if (track.audioFormat === "zip") return processArchive(deps, track, source, now);
  const sniffed = sniffedOf(track) ?? sniffAudio(await source.read(0, SNIFF_BYTES));
  if (!sniffed) return failTrack(deps, track, "The file is not audio Ngoma can read.", now);

  let analysis: Awaited<ReturnType<typeof analyseAudio>>;
  try {
    analysis = await analyseAudio(source, sniffed, WAVEFORM_POINTS);
  } catch (error) {
    if (error instanceof UnreadableAudio) return failTrack(deps, track, error.reason, now);
    throw error;
  }
  // The format was fixed by the first part; the assembled file must be that format to its last byte.
  if (!(await fillsFile(source, sniffed.format)))
    return refuseMixedFile(deps, track, sniffed.format.toUpperCase(), now);
  const { facts, peaks, signal } = analysis;
  const waiting = sql`(select 1 from ${tracks} where id = ${track.id} and processing = 'processing')`;
  await d1Batch(deps.db, [
    // Before the track leaves `processing`: both read that state.
    sql`insert into ${trackWaveforms} (track_id, points, peaks)
      select ${track.id}, ${peaks.length}, ${peaksToBase64(peaks)} where exists ${waiting}
      on conflict (track_id) do update set points = excluded.points, peaks = excluded.peaks`,
    sql`update ${creatorStorage} set used_bytes = used_bytes + ${object.size} - (select audio_size from ${tracks}
      where id = ${track.id}) where user_id = ${track.ownerUserId} and exists ${waiting}`,
    sql`update ${tracks} set duration_ms = ${facts.durationMs}, audio_format = ${facts.format},
      codec = ${facts.codec}, sample_rate = ${facts.sampleRate}, channels = ${facts.channels},
      bitrate = ${facts.bitrate}, audio_content_type = ${facts.contentType}, audio_size = ${object.size},
      ${signalAssignments(signal)},
      processing = 'ready', processing_error = null, updated_at = ${now.getTime()}
      where id = ${track.id} and processing = 'processing'`,
  ]);
  await tellOwner(deps, track, "ready", null);
  return "ready";
}

function sniffedOf(track: TrackToProcess): SniffedAudio | null {
  const format = track.audioFormat;
  return format && format !== "zip" ? { format, contentType: track.audioContentType } : null;
}

/**
 * A beat's stems archive (docs/decisions/0802): nothing to decode, but, as with audio (0603), the
 * archive must end where the file ends, or the file is refused and removed. Ready with its real size.
 */
async function processArchive(
  deps: ProcessDeps,
  track: TrackToProcess,
  source: ByteSource,
  now: Date,
): Promise<ProcessOutcome> {
  if (!(await zipFills(source))) return refuseMixedFile(deps, track, "ZIP archive", now);
  const waiting = sql`(select 1 from ${tracks} where id = ${track.id} and processing = 'processing')`;
  await d1Batch(deps.db, [
    sql`update ${creatorStorage} set used_bytes = used_bytes + ${source.size} - (select audio_size from ${tracks}
      where id = ${track.id}) where user_id = ${track.ownerUserId} and exists ${waiting}`,
    sql`update ${tracks} set audio_size = ${source.size}, processing = 'ready', processing_error = null,
      updated_at = ${now.getTime()} where id = ${track.id} and processing = 'processing'`,
  ]);
  await tellOwner(deps, track, "ready", null);
  return "ready";
}

/**
 * Refuses a finished upload that does not continue as the format its first part was sniffed as
 * (docs/decisions/0603): the track fails, its assembled object (the parts) is deleted and its bytes
 * leave the quota, in one batch guarded on the track still being `processing`.
 */
async function refuseMixedFile(
  deps: ProcessDeps,
  track: TrackToProcess,
  what: string,
  now: Date,
): Promise<ProcessOutcome> {
  const again = what === "ZIP archive" ? "archive" : "audio file";
  const reason = `The file does not continue as the ${what} it starts as. Upload the ${again} again.`;
  const waiting = sql`exists (select 1 from ${tracks} where id = ${track.id} and processing = 'processing')`;
  const results = await d1Batch(deps.db, [
    sql`update ${creatorStorage} set used_bytes = max(used_bytes - (select audio_size from ${tracks}
      where id = ${track.id}), 0) where user_id = ${track.ownerUserId} and ${waiting}`,
    sql`update ${tracks} set processing = 'failed', processing_error = ${reason}, audio_size = 0,
      updated_at = ${now.getTime()} where id = ${track.id} and processing = 'processing'`,
  ]);
  if ((results[1]?.meta.changes ?? 0) === 0) return "skipped";
  await deps.bucket.delete(track.audioKey);
  await tellOwner(deps, track, "failed", reason);
  return "failed";
}

/**
 * Fails a track still in `processing` with `reason`, and tells its owner. Used for unreadable files and,
 * by the consumer, once a transient error has used up its attempts.
 */
export async function failTrack(
  deps: ProcessDeps,
  track: Pick<TrackToProcess, "id" | "title" | "ownerUserId">,
  reason: string,
  now = new Date(),
): Promise<ProcessOutcome> {
  const result = await deps.db
    .update(tracks)
    .set({ processing: "failed", processingError: reason, updatedAt: now })
    .where(sql`${tracks.id} = ${track.id} and ${tracks.processing} = 'processing'`);
  if ((result.meta.changes ?? 0) === 0) return "skipped";
  await tellOwner(deps, track, "failed", reason);
  return "failed";
}

/** Fails a track by id (the consumer's last attempt knows only the id). */
export async function failTrackById(
  deps: ProcessDeps,
  trackId: string,
  reason: string,
): Promise<ProcessOutcome> {
  const [track] = await deps.db
    .select({ id: tracks.id, title: tracks.title, ownerUserId: tracks.ownerUserId })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return track ? failTrack(deps, track, reason) : "skipped";
}

/** The owner's notification, pushed live as a `Track` event with `{ track_id, processing }`. */
async function tellOwner(
  deps: ProcessDeps,
  track: Pick<TrackToProcess, "id" | "title" | "ownerUserId">,
  processing: ProcessingState,
  reason: string | null,
): Promise<void> {
  if (!track.ownerUserId) return;
  await notify(deps, track.ownerUserId, {
    type: "Track",
    msg: processedMessage(track.title, processing, reason),
    data: { track_id: track.id, processing },
  });
}
