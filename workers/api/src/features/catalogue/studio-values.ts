/**
 * The value sets of an uploaded track's columns, apart from schema.ts so wire contracts can name them
 * without importing drizzle.
 */

/** `uploading` → `processing` → `ready`, or `failed` with a reason. */
export const PROCESSING_STATES = ["uploading", "processing", "ready", "failed"] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

/** The containers Ngoma accepts, as sniffed from a file's bytes. */
export const AUDIO_FORMATS = ["wav", "mp3", "flac", "ogg", "m4a", "aac"] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** Who a credit names. */
export const CREDIT_ROLES = ["featured", "producer", "writer"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];
