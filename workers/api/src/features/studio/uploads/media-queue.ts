import type { Bindings } from "../../../env";
import { createDb } from "../../../kit/db";
import { MAX_ATTEMPTS, retryDelaySeconds, TRANSIENT_FAILURE } from "./processing.rules";
import { failTrackById, type ProcessDeps, processTrack } from "./processing.service";
import { reanalyseTrack } from "./reanalysis.service";

/*
 * The `ngoma-media` queue (wrangler.toml): a finished upload is processed outside the PATCH that finished
 * it, so the client's last part is answered at once and a slow or failing analysis is retried by the
 * queue rather than by the client.
 */

/**
 * A message on the media queue: process a finished upload, or measure a ready track's signal again
 * (the re-analysis backfill, reanalysis.service.ts).
 */
export interface MediaMessage {
  type: "process-track" | "analyse-track";
  track_id: string;
}

/** The producer side the upload needs (the `MEDIA_QUEUE` binding, or a test double). */
export type MediaQueue = Pick<Queue<MediaMessage>, "send">;

function isMediaMessage(body: unknown): body is MediaMessage {
  const b = body as Partial<MediaMessage> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    (b.type === "process-track" || b.type === "analyse-track") &&
    typeof b.track_id === "string"
  );
}

/**
 * Queues a finished upload's track for processing. A failed send is logged, not thrown: the upload is
 * already recorded, and the upkeep cron queues tracks left in `processing` again (requeueStalled).
 */
export async function enqueueProcessing(queue: MediaQueue, trackId: string): Promise<void> {
  try {
    await queue.send({ type: "process-track", track_id: trackId });
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "media queue send failed", trackId, error: String(error) }),
    );
  }
}

/**
 * The queue consumer (src/index.ts `queue`). Messages are processed one by one; each is acked once its
 * track is processed (or was not waiting), retried with a growing delay on an unexpected error, and after
 * MAX_ATTEMPTS the track fails with a message telling the creator to upload again.
 */
export async function consumeMediaBatch(
  batch: MessageBatch<unknown>,
  env: Bindings,
  ctx?: { waitUntil(promise: Promise<unknown>): void },
): Promise<void> {
  const deps: ProcessDeps = {
    db: createDb(env.DB),
    bucket: env.MEDIA,
    realtime: env.REALTIME,
    waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
  };
  for (const message of batch.messages) {
    if (!isMediaMessage(message.body)) {
      console.warn(JSON.stringify({ level: "warn", msg: "unknown media message", id: message.id }));
      message.ack();
      continue;
    }
    const { type, track_id: trackId } = message.body;
    try {
      if (type === "analyse-track") await reanalyseTrack(deps, trackId);
      else await processTrack(deps, trackId);
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "processing failed",
          trackId,
          attempts: message.attempts,
          error: String(error),
        }),
      );
      if (message.attempts >= MAX_ATTEMPTS) {
        // A ready track keeps playing without its measures; the next upkeep queues it again.
        if (type === "process-track") {
          await failTrackById(deps, trackId, TRANSIENT_FAILURE).catch(() => undefined);
        }
        message.ack();
      } else {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  }
}
