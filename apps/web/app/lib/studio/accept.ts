// Which files the picker and the drop zone take. Only a hint for the creator: the server sniffs the bytes
// and refuses anything that is not audio whatever its name, so this merely saves a doomed upload of an
// obvious non-audio file or one past the cap.

/** The per-file cap the server enforces (ISSUE 18: 200 MB). */
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024;

/** Extensions of the formats the server accepts (WAV, MP3, FLAC, OGG Opus/Vorbis, AAC/M4A). */
export const AUDIO_EXTENSIONS = [".wav", ".mp3", ".flac", ".ogg", ".opus", ".oga", ".m4a", ".mp4", ".aac"];

/** MIME types browsers give those files (some give none, or a generic one). */
const AUDIO_TYPES = new Set([
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/mpeg",
  "audio/mp3",
  "audio/flac",
  "audio/x-flac",
  "audio/ogg",
  "audio/opus",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
  "audio/aac",
  "audio/aacp",
  "video/mp4",
]);

/** The `accept` attribute of the file input. */
export const AUDIO_ACCEPT = [...AUDIO_EXTENSIONS, "audio/*"].join(",");

export type Acceptance = { ok: true } | { ok: false; reason: string };

/** What of a File this reads (so tests need no File). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** The lower-case extension with its dot, or "" without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** Human size: 1.5 MB, 200 MB, 812 KB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/**
 * Whether to start uploading `file`: an audio extension or an audio MIME type, not empty, within the cap.
 *
 * @example acceptAudio({ name: "demo.wav", size: 1_000, type: "" }) // { ok: true }
 */
export function acceptAudio(file: FileLike): Acceptance {
  if (file.size === 0) return { ok: false, reason: "The file is empty." };
  if (file.size > MAX_AUDIO_BYTES) {
    return { ok: false, reason: `The file is ${formatBytes(file.size)}; the limit is 200 MB.` };
  }
  const byName = AUDIO_EXTENSIONS.includes(extensionOf(file.name));
  const byType = AUDIO_TYPES.has(file.type.toLowerCase());
  if (!byName && !byType) {
    return { ok: false, reason: "Not an audio file: upload WAV, MP3, FLAC, OGG/Opus or AAC/M4A." };
  }
  return { ok: true };
}

/** The title a new upload starts with: the file name without its extension, separators as spaces. */
export function titleFromFilename(name: string): string {
  const ext = extensionOf(name);
  const base = ext ? name.slice(0, -ext.length) : name;
  const title = base.replace(/[_]+/g, " ").replace(/\s+/g, " ").trim();
  return title || "Untitled";
}
