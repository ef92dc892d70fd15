import { asc, eq, sql } from "drizzle-orm";
import { d1Batch, type Statement } from "../../../kit/d1-batch";
import { AppError, raisedWith } from "../../../kit/errors";
import type { TrackPurpose } from "../../catalogue";
import { tracks } from "../../catalogue/schema";
import { sniffAudio } from "../audio/sniff";
import type { SniffedFile } from "../audio/types";
import { trackUploadParts, trackUploads } from "../schema";
import { isZipStart, ZIP_CONTENT_TYPE } from "./archive";
import { enqueueProcessing, type MediaQueue } from "./media-queue";
import { readPart } from "./part-body";
import { expectedPartSize, notAudio, offsetMismatch, partNumberAt, wrongPartSize } from "./tus.rules";
import { discardUpload, ownUpload, type UploadDeps, type UploadRow } from "./uploads.service";

/*
 * A tus PATCH: one R2 multipart part (docs/decisions/0601). The body is read and checked whole before R2
 * sees it; the part is uploaded; then ONE batch records the part and moves the offset, guarded on the
 * offset the PATCH was sent at. The guard fails through constraints (a NULL etag when the offset moved,
 * the parts' primary key for a part already recorded), so a duplicate PATCH aborts its batch rather than
 * advancing the offset twice, and the client is told where the upload really is.
 */

/** What appending needs: D1, R2 and the queue the finished upload is processed through. */
export interface PartDeps extends UploadDeps {
  queue: MediaQueue;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The PATCH as the route parsed it. */
export interface PartInput {
  offset: number;
  /** The declared Content-Length, or null when the body is streamed without one. */
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
}

/** Where the upload is after the part, for `Upload-Offset` and `Upload-Expires`. */
export interface PartResult {
  offset: number;
  expiresAt: Date;
  completed: boolean;
}

/** The 409 a PATCH on a finished upload gets. */
const alreadyFinished = (length: number) =>
  new AppError(409, "UPLOAD_COMPLETE", "This upload has already finished.", undefined, {
    "Upload-Offset": String(length),
  });

/**
 * Appends one part at `input.offset` to the caller's upload. Sizes are checked before anything is
 * stored (the declared Content-Length first, then the bytes read); the first part is sniffed, and a
 * file that is not audio ends the upload (track deleted, quota released) with a 415.
 *
 * @example const { offset } = await appendPart(deps, userId, uploadId, { offset: 0, contentLength, body });
 */
export async function appendPart(
  deps: PartDeps,
  userId: string,
  uploadId: string,
  input: PartInput,
  now = new Date(),
): Promise<PartResult> {
  const upload = await ownUpload(deps.db, userId, uploadId, now);
  if (upload.completedAt) throw alreadyFinished(upload.length);
  if (input.offset !== upload.offset) throw offsetMismatch(upload.offset);
  const expected = expectedPartSize(upload.offset, upload.length);
  if (input.contentLength !== null && input.contentLength !== expected) {
    throw wrongPartSize(input.contentLength, expected);
  }
  const bytes = await readPart(input.body, expected, upload.offset);

  let sniffed: SniffedFile | null = null;
  if (upload.offset === 0) {
    const purpose = await purposeOf(deps, upload.trackId);
    sniffed = sniffUpload(bytes, purpose);
    if (!sniffed) {
      await discardUpload(deps, upload);
      throw notAudio(upload.filename, purpose);
    }
  }
  const multipart = sniffed
    ? await deps.bucket.createMultipartUpload(upload.objectKey, {
        httpMetadata: { contentType: sniffed.contentType },
      })
    : deps.bucket.resumeMultipartUpload(upload.objectKey, requireMultipartId(upload));
  const partNumber = partNumberAt(upload.offset);
  const final = upload.offset + expected === upload.length;

  try {
    const part = await multipart.uploadPart(partNumber, bytes);
    if (final) await multipart.complete([...(await storedParts(deps, upload.id)), part]);
    await d1Batch(deps.db, [
      ...(sniffed ? [sniffedFormat(upload.trackId, sniffed, now)] : []),
      ...recordPart(upload, part, expected, sniffed ? multipart.uploadId : null, final, now),
    ]);
  } catch (error) {
    // A multipart upload this PATCH created and did not get to record is no one's: drop it.
    if (sniffed) await multipart.abort().catch(() => undefined);
    throw await explainFailure(deps, userId, upload, error, now);
  }

  if (final) await enqueueProcessing(deps.queue, upload.trackId);
  return { offset: upload.offset + expected, expiresAt: upload.expiresAt, completed: final };
}

function requireMultipartId(upload: UploadRow): string {
  // Offsets past 0 exist only through a first part, whose batch stores the id.
  if (!upload.multipartId)
    throw new Error(`upload ${upload.id} is at ${upload.offset} without a multipart id`);
  return upload.multipartId;
}

/** The parts recorded so far, in order: what completing the multipart upload lists with the last one. */
async function storedParts(deps: UploadDeps, uploadId: string): Promise<R2UploadedPart[]> {
  return deps.db
    .select({ partNumber: trackUploadParts.partNumber, etag: trackUploadParts.etag })
    .from(trackUploadParts)
    .where(eq(trackUploadParts.uploadId, uploadId))
    .orderBy(asc(trackUploadParts.partNumber));
}

/** What an upload is for: a beat's files may also be a ZIP of stems. */
async function purposeOf(deps: UploadDeps, trackId: string): Promise<TrackPurpose> {
  const [row] = await deps.db.select({ purpose: tracks.purpose }).from(tracks).where(eq(tracks.id, trackId));
  return row?.purpose ?? "music";
}

/** What the first part's bytes say the file is: audio, or for a beat's files also a ZIP archive. */
function sniffUpload(bytes: Uint8Array, purpose: TrackPurpose): SniffedFile | null {
  const audio = sniffAudio(bytes);
  if (audio) return audio;
  return purpose === "beat" && isZipStart(bytes) ? { format: "zip", contentType: ZIP_CONTENT_TYPE } : null;
}

/** What the first part's bytes say the file is, stored on the track until processing reads the rest. */
function sniffedFormat(trackId: string, sniffed: SniffedFile, now: Date): Statement {
  return sql`update ${tracks} set audio_format = ${sniffed.format}, audio_content_type = ${sniffed.contentType},
    updated_at = ${now.getTime()} where id = ${trackId}`;
}

/**
 * The guarded record of a part. The insert's etag is selected from the upload only while it is still at
 * the offset this PATCH started from: once another request has moved it, the etag is NULL and the NOT
 * NULL constraint aborts the batch; a second insert of the same part number hits the primary key. The
 * offset update after it is then known to apply. The last part also finishes the upload and hands the
 * track to processing.
 */
function recordPart(
  upload: UploadRow,
  part: R2UploadedPart,
  size: number,
  multipartId: string | null,
  final: boolean,
  now: Date,
): Statement[] {
  const at = now.getTime();
  const statements: Statement[] = [
    sql`insert into ${trackUploadParts} (upload_id, part_number, etag, size)
      values (${upload.id}, ${part.partNumber}, (select ${part.etag} from ${trackUploads}
        where id = ${upload.id} and offset = ${upload.offset} and completed_at is null), ${size})`,
    sql`update ${trackUploads} set offset = offset + ${size},
      multipart_id = coalesce(${multipartId}, multipart_id),
      completed_at = ${final ? at : null}
      where id = ${upload.id} and offset = ${upload.offset}`,
  ];
  if (final) {
    statements.push(
      sql`update ${tracks} set processing = 'processing', updated_at = ${at} where id = ${upload.trackId}`,
    );
  }
  return statements;
}

/**
 * Why a part did not land. When the upload moved on or went away meanwhile (a duplicate PATCH won, or
 * the upload was terminated), the client gets the 409 with the real offset or the 404; anything else
 * is unexpected and propagates.
 */
async function explainFailure(
  deps: UploadDeps,
  userId: string,
  upload: UploadRow,
  error: unknown,
  now: Date,
) {
  const lostRace =
    raisedWith(error, "NOT NULL constraint failed") ||
    raisedWith(error, "UNIQUE constraint failed") ||
    raisedWith(error, "CHECK constraint failed");
  let current: UploadRow;
  try {
    current = await ownUpload(deps.db, userId, upload.id, now);
  } catch (gone) {
    return gone;
  }
  if (lostRace || current.offset !== upload.offset) return offsetMismatch(current.offset);
  return error;
}
