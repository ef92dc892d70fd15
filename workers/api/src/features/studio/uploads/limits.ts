/*
 * The tus server's numbers, with no imports so the wire contract (src/contract.ts) can hand them to
 * clients: the web uploader's `chunkSize` is PART_SIZE. Why each is what it is: docs/decisions/0601.
 */

/** The only protocol version spoken, sent as `Tus-Resumable` and `Tus-Version`. */
export const TUS_VERSION = "1.0.0";

/** The extensions implemented (`Tus-Extension`). No `creation-defer-length`: every upload says its length. */
export const TUS_EXTENSIONS = "creation,termination,expiration";

/**
 * Every PATCH body is one part of an R2 multipart upload, and R2 wants parts of at least 5 MiB except the
 * last: so every part is exactly 8 MiB except the last. The web client sends `chunkSize` 8 MiB.
 */
export const PART_SIZE = 8 * 1024 * 1024;

/** The largest audio file accepted (`Tus-Max-Size`): 200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/** A creator's storage quota when none is set for them: 5 GiB. */
export const DEFAULT_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;

/** How long an unfinished upload lives before the upkeep cron aborts it. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The content type of a PATCH body (tus core). */
export const PATCH_CONTENT_TYPE = "application/offset+octet-stream";
