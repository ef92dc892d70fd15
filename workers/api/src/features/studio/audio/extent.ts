/**
 * Whether a finished file is, to its last byte, the format its first part was sniffed as
 * (docs/decisions/0603). A tus upload fixes its format from the first part; a later part could carry
 * anything. The format's own structure must end exactly where the assembled file ends: a WAV's RIFF
 * size, an MP4's top-level boxes tiling the file, an Ogg's last page, an MP3's or ADTS stream's frames
 * chaining into the end (an ID3v1 tag may follow), a FLAC's last frame whose CRC-16 closes the file.
 * Bytes appended after the audio, or a file whose end is another thing, fail. Pure: ranged reads only.
 */
import type { AudioFormat } from "../../catalogue";
import { ascii, u32le } from "./bytes";
import { crc16 } from "./crc";
import { parseAdtsHeader, parseMp3Header } from "./frame-headers";
import { boxAt } from "./mp4-boxes";
import type { ByteSource } from "./types";

/** How much of the file's end is read for the frame formats: more than any one frame or Ogg page. */
export const TAIL_BYTES = 256 * 1024;
/** Frames that must chain into the end for a frame stream to count as continuing to it. */
const MIN_CHAIN = 3;
const MAX_TOP_BOXES = 10_000;

async function wavFills(source: ByteSource): Promise<boolean> {
  const head = await source.read(0, 12);
  if (head.length < 12 || ascii(head, 0, 4) !== "RIFF" || ascii(head, 8, 4) !== "WAVE") return false;
  const declared = u32le(head, 4) + 8;
  // A RIFF chunk of odd size is padded to even.
  return declared === source.size || declared + 1 === source.size;
}

async function mp4Fills(source: ByteSource): Promise<boolean> {
  let offset = 0;
  for (let i = 0; i < MAX_TOP_BOXES && offset < source.size; i++) {
    const bytes = await source.read(offset, 16);
    const box = boxAt(bytes, offset, source.size, offset);
    if (!box || box.end > source.size || !/^[\x20-\x7e]{4}$/.test(box.type)) return false;
    offset = box.end;
  }
  return offset === source.size;
}

async function tail(source: ByteSource): Promise<{ bytes: Uint8Array; base: number }> {
  const base = Math.max(0, source.size - TAIL_BYTES);
  return { bytes: await source.read(base, source.size - base), base };
}

async function oggFills(source: ByteSource): Promise<boolean> {
  const { bytes } = await tail(source);
  for (let p = bytes.length - 27; p >= 0; p--) {
    if (bytes[p] !== 0x4f || ascii(bytes, p, 4) !== "OggS") continue;
    const segments = bytes[p + 26] ?? 0;
    if (p + 27 + segments > bytes.length) continue;
    let end = p + 27 + segments;
    for (let s = 0; s < segments; s++) end += bytes[p + 27 + s] ?? 0;
    return end === bytes.length;
  }
  return false;
}

/** Whether frames whose lengths `lengthAt` reads chain, at least MIN_CHAIN of them, into `end`. */
function framesReach(
  bytes: Uint8Array,
  end: number,
  lengthAt: (b: Uint8Array, p: number) => number | null,
): boolean {
  // chain[p]: frames from p that land exactly on `end` (0: they do not).
  const chain = new Uint16Array(end + 1);
  for (let p = end - 1; p >= 0; p--) {
    const length = lengthAt(bytes, p);
    if (!length || p + length > end) continue;
    const next = p + length;
    const count = next === end ? 1 : chain[next] ? chain[next] + 1 : 0;
    if (count >= MIN_CHAIN) return true;
    chain[p] = Math.min(count, 65_535);
  }
  return false;
}

async function frameStreamFills(
  source: ByteSource,
  lengthAt: (b: Uint8Array, p: number) => number | null,
): Promise<boolean> {
  const { bytes } = await tail(source);
  let end = bytes.length;
  // An ID3v1 tag is the last 128 bytes of many MP3s.
  if (end >= 128 && ascii(bytes, end - 128, 3) === "TAG") end -= 128;
  return framesReach(bytes, end, lengthAt);
}

async function flacFills(source: ByteSource): Promise<boolean> {
  const { bytes } = await tail(source);
  const footer = bytes.length - 2;
  if (footer < 4) return false;
  const expected = ((bytes[footer] ?? 0) << 8) | (bytes[footer + 1] ?? 0);
  // The last frame: a frame sync whose CRC-16 over the frame is the file's last two bytes.
  for (let p = footer - 2; p >= 0; p--) {
    if (bytes[p] !== 0xff || ((bytes[p + 1] ?? 0) & 0xfe) !== 0xf8) continue;
    if (crc16(bytes.subarray(p, footer)) === expected) return true;
  }
  return false;
}

const CHECKS: Record<AudioFormat, (source: ByteSource) => Promise<boolean>> = {
  wav: wavFills,
  m4a: mp4Fills,
  ogg: oggFills,
  mp3: (source) => frameStreamFills(source, (b, p) => parseMp3Header(b, p)?.length ?? null),
  aac: (source) => frameStreamFills(source, (b, p) => parseAdtsHeader(b, p)?.length ?? null),
  flac: flacFills,
};

/**
 * Whether the file's `format` structure ends exactly at its last byte.
 *
 * @example await fillsFile(bufferSource(wavBytes), "wav") // true; false once bytes are appended
 */
export function fillsFile(source: ByteSource, format: AudioFormat): Promise<boolean> {
  return CHECKS[format](source);
}
