/**
 * The two sync-word frame formats (MPEG audio Layer III and AAC ADTS). Both start with 12 set bits; the
 * layer field tells them apart (ADTS always writes 00, which MPEG audio reserves).
 */
import { id3v2End, type WindowReader } from "./bytes";
import { UnreadableAudio } from "./types";

/** One MPEG audio Layer III frame header. */
export interface Mp3Header {
  /** 1 (MPEG-1), 2 (MPEG-2) or 2.5 (MPEG-2.5). */
  version: 1 | 2 | 2.5;
  bitrate: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Whether a 16-bit CRC follows the 4-byte header (the side info moves 2 bytes on). */
  crc: boolean;
  /** PCM samples per channel the frame decodes to. */
  samples: number;
  /** Whole frame, header included. */
  length: number;
}

// Layer III bitrates in kbit/s by bitrate index; MPEG-2 and 2.5 share the lower-rate table.
const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_RATES: Record<number, number[]> = {
  1: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  2.5: [11_025, 12_000, 8_000],
};

/**
 * The Layer III frame header at `offset`, or null when the four bytes are not one. Free-format
 * (bitrate index 0) frames are refused: their length cannot be read from the header.
 *
 * @example parseMp3Header(new Uint8Array([0xff, 0xfb, 0x90, 0x64]), 0)?.length // 417
 */
export function parseMp3Header(b: Uint8Array, offset: number): Mp3Header | null {
  if (offset + 4 > b.length) return null;
  const b1 = b[offset + 1]!;
  const b2 = b[offset + 2]!;
  if (b[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits !== 1) return null; // reserved version; not Layer III
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 1 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[bitrateIndex]! * 1000;
  const sampleRate = MP3_RATES[version]![rateIndex]!;
  const samples = version === 1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  const channels = b[offset + 3]! >> 6 === 3 ? 1 : 2;
  return { version, bitrate, sampleRate, channels, crc: (b1 & 1) === 0, samples, length };
}

/** Whether two frames belong to one stream (the fields an encoder never changes mid-file). */
export function sameMp3Stream(a: Mp3Header, b: Mp3Header): boolean {
  return a.version === b.version && a.sampleRate === b.sampleRate && a.channels === b.channels;
}

/** One AAC ADTS frame header. */
export interface AdtsHeader {
  sampleRate: number;
  channels: number;
  /** AAC object type (2 = LC). */
  objectType: number;
  /** Whole frame, header included. */
  length: number;
  /** PCM samples per channel: 1024 for each raw data block. */
  samples: number;
  headerLength: number;
}

/** The sampling frequency table of ISO 14496-3 (ADTS and AudioSpecificConfig share it). */
export const AAC_RATES = [
  96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350,
];

/**
 * The ADTS header at `offset`, or null when the bytes are not one.
 *
 * @example parseAdtsHeader(frame, 0)?.samples // 1024
 */
export function parseAdtsHeader(b: Uint8Array, offset: number): AdtsHeader | null {
  if (offset + 7 > b.length) return null;
  const b1 = b[offset + 1]!;
  if (b[offset] !== 0xff || (b1 & 0xf6) !== 0xf0) return null; // sync, layer 00
  const b2 = b[offset + 2]!;
  const b3 = b[offset + 3]!;
  const rateIndex = (b2 >> 2) & 0xf;
  const sampleRate = AAC_RATES[rateIndex];
  const channels = ((b2 & 1) << 2) | (b3 >> 6);
  const headerLength = (b1 & 1) === 1 ? 7 : 9;
  const length = ((b3 & 3) << 11) | (b[offset + 4]! << 3) | (b[offset + 5]! >> 5);
  if (sampleRate === undefined || length <= headerLength) return null;
  // Channel configuration 0 means "described in the stream": real files use 1–7 (mono to 7.1).
  const channelCount = [0, 1, 2, 3, 4, 5, 6, 8][channels]!;
  if (channelCount === 0) return null;
  const blocks = (b[offset + 6]! & 3) + 1;
  return {
    sampleRate,
    channels: channelCount,
    objectType: (b2 >> 6) + 1,
    length,
    samples: blocks * 1024,
    headerLength,
  };
}

/** Whether two ADTS frames belong to one stream. */
export function sameAdtsStream(a: AdtsHeader, b: AdtsHeader): boolean {
  return a.sampleRate === b.sampleRate && a.channels === b.channels && a.objectType === b.objectType;
}

/** How far past the tag (or the file's start) a first frame is looked for: encoders leave a little padding. */
export const FRAME_SEARCH_BYTES = 4096;

/**
 * Where the first of `run` consecutive, consistent frames starts, searching `FRAME_SEARCH_BYTES` from
 * `from`; -1 when there is none. A run, not one header, because any 0xFFF in noise looks like a sync word.
 *
 * @example firstFrame(head, 0, 3, parseMp3Header, sameMp3Stream) // 0 for a plain MP3
 */
export function firstFrame<H extends { length: number }>(
  b: Uint8Array,
  from: number,
  run: number,
  parse: (b: Uint8Array, offset: number) => H | null,
  same: (a: H, b: H) => boolean,
): number {
  const last = Math.min(b.length - 4, from + FRAME_SEARCH_BYTES);
  for (let at = b.indexOf(0xff, from); at >= 0 && at <= last; at = b.indexOf(0xff, at + 1)) {
    const first = parse(b, at);
    if (!first) continue;
    let next = at + first.length;
    let found = 1;
    while (found < run) {
      const header = parse(b, next);
      if (!header || !same(first, header)) break;
      next += header.length;
      found += 1;
    }
    // A stream shorter than the run is accepted when it ends exactly at the end of the bytes.
    if (found === run || next === b.length) return at;
  }
  return -1;
}

/** A stream's first frame: where it is in the file and its header. */
export interface FirstFrame<H> {
  at: number;
  header: H;
}

/**
 * The first frame of a framed stream (MP3, ADTS) after any ID3v2 tags at the start (some files carry
 * several back to back): a frame counts when the next ones agree with it (two after a tag, three at the
 * very start, where stray sync bytes are likelier).
 *
 * @example const { at, header } = await firstFrameAfterTags(reader, 1441, parseMp3Header, sameMp3Stream, "MP3");
 */
export async function firstFrameAfterTags<H extends { length: number }>(
  reader: WindowReader,
  maxFrame: number,
  parse: (b: Uint8Array, offset: number) => H | null,
  same: (a: H, b: H) => boolean,
  name: string,
): Promise<FirstFrame<H>> {
  let start = 0;
  for (let end = id3v2End(await reader.bytes(0, 10)); end > start; ) {
    start = end;
    end = id3v2End(await reader.bytes(start, 10));
  }
  const head = await reader.bytes(start, FRAME_SEARCH_BYTES + 3 * maxFrame);
  const found = firstFrame(head, 0, start > 0 ? 2 : 3, parse, same);
  const header = found < 0 ? null : parse(head, found);
  if (!header) throw new UnreadableAudio(`The ${name} file has no audio frames.`);
  return { at: start + found, header };
}
