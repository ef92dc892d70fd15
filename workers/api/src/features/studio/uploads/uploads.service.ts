import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { d1Batch, type Statement } from "../../../kit/d1-batch";
import type { Db } from "../../../kit/db";
import { notFound, raisedWith } from "../../../kit/errors";
import { newId } from "../../../kit/ids";
import type { TrackPurpose } from "../../catalogue";
import { tracks } from "../../catalogue/schema";
import { creatorArtist } from "../creator-artist";
import { creatorStorage, trackUploads } from "../schema";
import { DEFAULT_QUOTA_BYTES, quotaExceeded, titleFromFilename, uploadExpiry } from "./tus.rules";

/*
 * Creating, reading and ending tus uploads (docs/decisions/0601). An upload is a draft track in state
 * `uploading`, its `track_uploads` row and the bytes it reserves in `creator_storage`, all created in
 * one batch and removed in one batch, so the quota always counts exactly the tracks that exist.
 */

/** Where the uploads' bytes go and the processing queue. */
export interface UploadDeps {
  db: Db;
  bucket: R2Bucket;
}

/** The row a PATCH, HEAD or DELETE works on. */
export type UploadRow = typeof trackUploads.$inferSelect;

/** The R2 key of a track's audio: chosen by the server, never from the client's file name. */
export const audioKeyOf = (trackId: string) => `audio/${trackId}`;

/** The created upload: what the 201 answers with. */
export interface CreatedUpload {
  uploadId: string;
  trackId: string;
  expiresAt: Date;
}

/**
 * Creates an upload of `length` bytes in ONE batch: the creator's artist (on their first upload), a
 * draft track in state `uploading`, the upload row, and the quota reservation. The reservation is an
 * upsert whose CHECK (used ≤ quota) aborts the whole batch past the quota: nothing is created, and the
 * answer is a 413 saying how much room is left.
 *
 * @example const { uploadId, trackId } = await createUpload(deps, userId, { length, filename });
 */
export async function createUpload(
  deps: UploadDeps,
  userId: string,
  input: { length: number; filename: string; purpose?: TrackPurpose },
  now = new Date(),
): Promise<CreatedUpload> {
  const { db } = deps;
  const artist = await creatorArtist(db, userId, now);
  const trackId = newId("trk", now.getTime());
  const uploadId = newId("upl", now.getTime());
  const expiresAt = uploadExpiry(now);
  const statements: Statement[] = [
    ...(artist.create ? [artist.create] : []),
    db.insert(tracks).values({
      id: trackId,
      title: titleFromFilename(input.filename),
      artistId: artist.artistId,
      ownerUserId: userId,
      durationMs: 0,
      audioKey: audioKeyOf(trackId),
      // Unknown until the first part is sniffed; never the client's claim.
      audioContentType: "application/octet-stream",
      audioSize: input.length,
      processing: "uploading",
      publication: "draft",
      purpose: input.purpose ?? "music",
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(trackUploads).values({
      id: uploadId,
      trackId,
      ownerUserId: userId,
      objectKey: audioKeyOf(trackId),
      length: input.length,
      filename: input.filename,
      createdAt: now,
      expiresAt,
    }),
    sql`insert into ${creatorStorage} (user_id, used_bytes, quota_bytes)
      values (${userId}, ${input.length}, ${DEFAULT_QUOTA_BYTES})
      on conflict (user_id) do update set used_bytes = used_bytes + excluded.used_bytes`,
  ];
  try {
    await d1Batch(db, statements);
  } catch (error) {
    if (!raisedWith(error, "creator_storage_quota_ck") && !raisedWith(error, "CHECK constraint failed")) {
      throw error;
    }
    const [storage] = await db.select().from(creatorStorage).where(eq(creatorStorage.userId, userId));
    throw quotaExceeded(input.length, storage?.usedBytes ?? 0, storage?.quotaBytes ?? DEFAULT_QUOTA_BYTES);
  }
  return { uploadId, trackId, expiresAt };
}

/**
 * The caller's live upload: unknown, someone else's and expired-but-unfinished uploads are all a 404,
 * so an id reveals nothing about uploads that are not the caller's. A finished upload is found (its
 * offset equals its length), so a client that reloads after its last part sees it done.
 */
export async function ownUpload(
  db: Db,
  userId: string,
  uploadId: string,
  now = new Date(),
): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(trackUploads)
    .where(and(eq(trackUploads.id, uploadId), eq(trackUploads.ownerUserId, userId)));
  if (!row || (row.completedAt === null && row.expiresAt.getTime() <= now.getTime()))
    throw notFound("Upload");
  return row;
}

/**
 * The statements that remove an unfinished upload: the reserved bytes are released, then the draft
 * track is deleted (its upload and parts cascade). Both are conditioned on the upload still existing
 * unfinished, so a repeated or concurrent removal (DELETE twice, DELETE racing the cron) releases once.
 */
export function discardStatements(upload: Pick<UploadRow, "id" | "trackId" | "ownerUserId">): Statement[] {
  const unfinished = sql`exists (select 1 from ${trackUploads} where id = ${upload.id} and completed_at is null)`;
  return [
    sql`update ${creatorStorage} set used_bytes = used_bytes - coalesce((select audio_size from ${tracks}
      where id = ${upload.trackId}), 0) where user_id = ${upload.ownerUserId} and ${unfinished}`,
    sql`delete from ${tracks} where id = ${upload.trackId} and ${unfinished}`,
  ];
}

/**
 * Ends an unfinished upload: R2's multipart upload is aborted (its parts are dropped), then the draft
 * track and its reservation go in one batch. An abort that fails (already aborted, or never created) is
 * no reason to keep the track: R2 drops abandoned multipart uploads by itself after a week.
 */
export async function discardUpload(deps: UploadDeps, upload: UploadRow): Promise<void> {
  if (upload.multipartId) {
    await deps.bucket
      .resumeMultipartUpload(upload.objectKey, upload.multipartId)
      .abort()
      .catch((error: unknown) => console.warn(`abort of ${upload.id} failed`, String(error)));
  }
  await d1Batch(deps.db, discardStatements(upload));
}

/**
 * The tus termination (DELETE): the caller's unfinished upload is discarded. A finished one is a 404
 * here: its track is deleted from the music manager like any other.
 */
export async function terminateUpload(deps: UploadDeps, userId: string, uploadId: string, now = new Date()) {
  const upload = await ownUpload(deps.db, userId, uploadId, now);
  if (upload.completedAt) throw notFound("Upload");
  await discardUpload(deps, upload);
}

/** Unfinished uploads past their expiry, oldest first (the expiry index leads with `completed_at`). */
export function expiredUploads(db: Db, now: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(trackUploads)
    .where(and(isNull(trackUploads.completedAt), lte(trackUploads.expiresAt, now)))
    .orderBy(trackUploads.expiresAt)
    .limit(limit);
}
