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
/** What a stored upload may be: audio, or (a beat's stems only) a ZIP archive. */
export const FILE_FORMATS = [...AUDIO_FORMATS, "zip"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
/**
 * What an upload is for: `music` (the studio's tracks) or `beat` (a beat's preview or deliverable files,
 * kept out of the music manager and never published as music).
 */
export const TRACK_PURPOSES = ["music", "beat"] as const;
export type TrackPurpose = (typeof TRACK_PURPOSES)[number];

/** Who a credit names. */
export const CREDIT_ROLES = ["featured", "producer", "writer"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];
