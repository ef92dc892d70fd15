// The public face of studio (docs/decisions/0008): what other features and the app may use. The creator's
// studio: tracks, albums, uploads and their processing. Other features import this file, `schema.ts` (read
// joins) and contract files only.
export { isoDay, METRIC_WINDOWS } from "./metrics.rules";
export { creatorSummary } from "./metrics.service";
export { assertReferences } from "./references";
export {
  BPM_MAX,
  BPM_MIN,
  COVER_MAX_BYTES,
  COVER_MIN_SIDE,
  CREDIT_NAME_MAX,
  CREDITS_MAX,
  LYRICS_MAX,
} from "./tracks.rules";
export { DEFAULT_QUOTA_BYTES, MAX_UPLOAD_BYTES, PART_SIZE, TUS_VERSION } from "./uploads/limits";
export { consumeMediaBatch } from "./uploads/media-queue";
export { enqueueReanalysis } from "./uploads/reanalysis.service";
export { tusProtocol, UPLOAD_PATH } from "./uploads/tus-protocol";
export { expireAbandonedUploads, requeueStalled } from "./uploads/upkeep.service";
