/*
 * The pure decisions of the tus 1.0 server (https://tus.io/protocols/resumable-upload): header parsing,
 * the part-size rule R2 multipart imposes, title and expiry. No I/O, so every rule is unit-tested without
 * the runtime (tus.rules.test.ts). docs/decisions/0601-resumable-uploads.md says why each limit is what it is.
 */
import { AppError } from "../../../kit/errors";
import type { TrackPurpose } from "../../catalogue";
import { MAX_UPLOAD_BYTES, PART_SIZE, UPLOAD_TTL_MS } from "./limits";

export * from "./limits";

/** Titles are cut to this many characters (the creator edits the title afterwards). */
const MAX_TITLE_LENGTH = 200;

const INTEGER = /^\d{1,16}$/;

/**
 * The declared `Upload-Length`, within 1 byte .. 200 MB. Absent, malformed or deferred is a 400; over
 * the cap is a 413, before anything is stored.
 *
 * @example parseUploadLength("9437184", undefined) // 9437184
 */
export function parseUploadLength(header: string | undefined, deferLength: string | undefined): number {
  if (deferLength !== undefined) {
    throw new AppError(
      400,
      "BAD_REQUEST",
      "Upload-Defer-Length is not supported: send the file's size in Upload-Length.",
    );
  }
  if (header === undefined || !INTEGER.test(header.trim())) {
    throw new AppError(400, "BAD_REQUEST", "Send the file's size in bytes in the Upload-Length header.");
  }
  const length = Number(header.trim());
  if (length < 1) throw new AppError(400, "BAD_REQUEST", "The file is empty.");
  if (length > MAX_UPLOAD_BYTES) {
    throw new AppError(
      413,
      "PAYLOAD_TOO_LARGE",
      `The file is ${formatBytes(length)}; the largest audio file Ngoma accepts is ${formatBytes(MAX_UPLOAD_BYTES)}.`,
    );
  }
  return length;
}

/**
 * `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone means an empty value).
 * Malformed pairs or base64 are a 400 rather than silently dropped.
 *
 * @example parseUploadMetadata("filename c29uZy5tcDM=,filetype") // { filename: "song.mp3", filetype: "" }
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header?.trim()) return out;
  for (const pair of header.split(",")) {
    const [key, value, ...rest] = pair.trim().split(" ");
    if (!key || rest.length > 0 || key in out) throw badMetadata();
    out[key] = value === undefined ? "" : decodeBase64Utf8(value);
  }
  return out;
}

function badMetadata() {
  return new AppError(
    400,
    "BAD_REQUEST",
    "Upload-Metadata must be comma-separated pairs of a key and its base64 value.",
  );
}

function decodeBase64Utf8(value: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 === 1) throw badMetadata();
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badMetadata();
  }
}

/**
 * The file name from the metadata (`filetype` is ignored: the type is sniffed from the bytes). Directory
 * parts a browser may send are dropped; a missing name is a 422 on `filename`.
 *
 * @example uploadFilename({ filename: "C:\\music\\Song.wav" }) // "Song.wav"
 */
export function uploadFilename(metadata: Record<string, string>): string {
  const name = (metadata.filename ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  if (!name) {
    throw new AppError(422, "VALIDATION", "Validation errors occurred", {
      filename: ["Send the file's name as `filename` in Upload-Metadata."],
    });
  }
  return name.slice(0, 255);
}

/**
 * What the upload is for, from the metadata's `purpose`: `music` unless it says `beat` (a beat's preview or
 * deliverable files, which may also be a ZIP of stems) or `song` (a written song's demo). Both are market
 * files, stored as `beat` (tracks.purpose): kept out of the music catalogue and never published as music;
 * the song's service refuses a ZIP as a demo. Anything else is a 422 on `purpose`.
 *
 * @example uploadPurpose({ purpose: "song" }) // "beat"
 */
export function uploadPurpose(metadata: Record<string, string>): TrackPurpose {
  const purpose = metadata.purpose || "music";
  if (purpose === "music" || purpose === "beat") return purpose;
  if (purpose === "song") return "beat";
  throw new AppError(422, "VALIDATION", "Validation errors occurred", {
    purpose: ["An upload is for `music`, a `beat` or a `song` demo."],
  });
}

/**
 * A draft track's first title: the file name without its extension, control characters removed.
 *
 * @example titleFromFilename("My Song.final.mp3") // "My Song.final"
 */
export function titleFromFilename(filename: string): string {
  const cleaned = Array.from(filename.replace(/\s+/g, " "))
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  const dot = cleaned.lastIndexOf(".");
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim();
  return (stem.replace(/^\.+$/, "") || "Untitled").slice(0, MAX_TITLE_LENGTH);
}

/**
 * The `Upload-Offset` of a PATCH: a non-negative integer, else a 400.
 *
 * @example parseUploadOffset("8388608") // 8388608
 */
export function parseUploadOffset(header: string | undefined): number {
  if (header === undefined || !INTEGER.test(header.trim())) {
    throw new AppError(400, "BAD_REQUEST", "Send the byte offset this part starts at in Upload-Offset.");
  }
  return Number(header.trim());
}

/**
 * How many bytes the part at `offset` must hold: 8 MiB, or what is left when less remains.
 *
 * @example expectedPartSize(8388608, 9437184) // 1048576
 */
export function expectedPartSize(offset: number, length: number): number {
  return Math.min(PART_SIZE, length - offset);
}

/**
 * The R2 part number of the part at `offset` (1-based; offsets only ever land on 8 MiB boundaries).
 *
 * @example partNumberAt(8388608) // 2
 */
export function partNumberAt(offset: number): number {
  return Math.floor(offset / PART_SIZE) + 1;
}

/**
 * The 4xx for a part of the wrong size, naming the size it must have. A body over 8 MiB is a 413.
 *
 * @example wrongPartSize(100, 8388608).status // 400
 */
export function wrongPartSize(got: number, expected: number): AppError {
  const rule =
    expected === PART_SIZE
      ? `Each part must be exactly ${PART_SIZE.toLocaleString("en-US")} bytes (8 MiB), except the last.`
      : `This is the last part: it must be exactly the remaining ${expected.toLocaleString("en-US")} bytes.`;
  const status = got > PART_SIZE ? 413 : 400;
  return new AppError(
    status,
    "INVALID_PART_SIZE",
    `${rule} This one has ${got.toLocaleString("en-US")} bytes.`,
  );
}

/** The 409 of a PATCH sent at the wrong offset, with the offset to resume from. */
export function offsetMismatch(current: number): AppError {
  return new AppError(
    409,
    "UPLOAD_OFFSET_MISMATCH",
    `The upload is at byte ${current}: send the next part from there.`,
    undefined,
    { "Upload-Offset": String(current) },
  );
}

/** The 415 of a first part whose bytes are not audio Ngoma reads (or, for a beat, a ZIP of stems). */
export function notAudio(filename: string, purpose: TrackPurpose = "music"): AppError {
  const accepted =
    purpose === "beat" ? "WAV, MP3, FLAC, OGG, AAC/M4A, or a ZIP of stems" : "WAV, MP3, FLAC, OGG, AAC/M4A";
  return new AppError(
    415,
    "UNSUPPORTED_AUDIO",
    `“${filename}” is not an audio file Ngoma accepts: ${accepted}.`,
  );
}

/** The 413 of an upload that would take a creator past their quota, saying how much room is left. */
export function quotaExceeded(length: number, used: number, quota: number): AppError {
  const left = Math.max(0, quota - used);
  return new AppError(
    413,
    "STORAGE_QUOTA_EXCEEDED",
    `This file (${formatBytes(length)}) does not fit in your storage: ${formatBytes(left)} of ${formatBytes(quota)} left. Delete some tracks to make room.`,
  );
}

/** When an upload created at `now` expires. */
export function uploadExpiry(now: Date): Date {
  return new Date(now.getTime() + UPLOAD_TTL_MS);
}

/**
 * A date as HTTP writes it (RFC 9110 IMF-fixdate), as `Upload-Expires` wants.
 *
 * @example httpDate(new Date(0)) // "Thu, 01 Jan 1970 00:00:00 GMT"
 */
export function httpDate(date: Date): string {
  return date.toUTCString();
}

const KB = 1024;

/**
 * Bytes for people, in the binary units the limits are set in (so the 200 MB cap reads "200.0 MB").
 *
 * @example formatBytes(5368709120) // "5.0 GB"
 */
export function formatBytes(bytes: number): string {
  if (bytes >= KB ** 3) return `${(bytes / KB ** 3).toFixed(1)} GB`;
  if (bytes >= KB ** 2) return `${(bytes / KB ** 2).toFixed(1)} MB`;
  if (bytes >= KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
