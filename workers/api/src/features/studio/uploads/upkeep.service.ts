import { and, between, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../kit/db";
import { tracks } from "../../catalogue/schema";
import { trackUploads } from "../schema";
import { enqueueProcessing, type MediaQueue } from "./media-queue";
import { UPLOAD_TTL_MS } from "./tus.rules";
import { discardUpload, expiredUploads, type UploadDeps } from "./uploads.service";

/*
 * The uploads' share of the 10-minute upkeep cron (src/scheduled.ts). Both jobs are idempotent: they
 * read the state they act on, and every write is conditioned on it, so a late or doubled run is harmless.
 */

/** Uploads handled per chunk, and chunks per run: a backlog drains over a few runs, never in one long one. */
const CHUNK = 25;
const MAX_CHUNKS = 8;

/** A finished upload's track still `processing` this long after its last part has lost its message. */
const STALLED_AFTER_MS = 15 * 60 * 1000;

/**
 * Aborts uploads left unfinished past their expiry (24 h after creation): R2's multipart upload is
 * aborted, the draft track deleted and its reserved bytes released. Returns how many were removed.
 *
 * @example await expireAbandonedUploads({ db, bucket: env.MEDIA });
 */
export async function expireAbandonedUploads(deps: UploadDeps, now = new Date()): Promise<number> {
  let removed = 0;
  for (let chunk = 0; chunk < MAX_CHUNKS; chunk++) {
    const stale = await expiredUploads(deps.db, now, CHUNK);
    // One upload's failure must not keep the others (or later runs) from being cleaned.
    const outcomes = await Promise.allSettled(stale.map((upload) => discardUpload(deps, upload)));
    removed += outcomes.filter((o) => o.status === "fulfilled").length;
    if (stale.length < CHUNK || outcomes.some((o) => o.status === "rejected")) break;
  }
  return removed;
}

/**
 * Queues again the tracks whose upload finished more than 15 minutes (and less than a day) ago and
 * that are still `processing`: their message was lost (a failed send) or their consumer died before
 * failing them. Processing is idempotent, so a track queued twice is processed once.
 */
export async function requeueStalled(db: Db, queue: MediaQueue, now = new Date()): Promise<number> {
  const stalled = await db
    .select({ trackId: tracks.id })
    .from(trackUploads)
    .innerJoin(tracks, eq(tracks.id, trackUploads.trackId))
    .where(
      and(
        isNotNull(trackUploads.completedAt),
        between(
          trackUploads.completedAt,
          new Date(now.getTime() - UPLOAD_TTL_MS),
          new Date(now.getTime() - STALLED_AFTER_MS),
        ),
        eq(tracks.processing, "processing"),
      ),
    )
    .limit(CHUNK);
  for (const { trackId } of stalled) await enqueueProcessing(queue, trackId);
  return stalled.length;
}
