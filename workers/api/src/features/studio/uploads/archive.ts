import type { ByteSource } from "../audio/types";

/*
 * A beat's stems arrive as one ZIP archive through the same tus flow as audio (docs/decisions/0802). Ngoma
 * never opens it: the buyer does. What the server does check is what 0603 checks of audio: the bytes
 * start as a ZIP (a local file header) and end as one (the end-of-central-directory record, whose comment
 * closes the file), so nothing rides after the archive.
 */

/** The content type a ZIP is stored and delivered with. */
export const ZIP_CONTENT_TYPE = "application/zip";
const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_RECORD = [0x50, 0x4b, 0x05, 0x06];
/** The end record's fixed part; a comment of at most 65,535 bytes follows it. */
const END_RECORD_BYTES = 22;
const MAX_COMMENT = 0xffff;

const startsWith = (bytes: Uint8Array, at: number, magic: readonly number[]) =>
  magic.every((b, i) => bytes[at + i] === b);

/**
 * Whether a file's first bytes are a ZIP archive's (a local file header; an empty archive is refused).
 *
 * @example isZipStart(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20])) // true
 */
export function isZipStart(head: Uint8Array): boolean {
  return head.length >= 4 && startsWith(head, 0, LOCAL_HEADER);
}

/**
 * Whether the archive's end-of-central-directory record, with its declared comment, ends exactly at the
 * file's last byte. Reads at most the last 64 KiB + 22 bytes.
 */
export async function zipFills(source: ByteSource): Promise<boolean> {
  const span = Math.min(source.size, END_RECORD_BYTES + MAX_COMMENT);
  const base = source.size - span;
  const tail = await source.read(base, span);
  for (let p = tail.length - END_RECORD_BYTES; p >= 0; p--) {
    if (!startsWith(tail, p, END_RECORD)) continue;
    const comment = (tail[p + 20] ?? 0) | ((tail[p + 21] ?? 0) << 8);
    return p + END_RECORD_BYTES + comment === tail.length;
  }
  return false;
}
