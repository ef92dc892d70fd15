import { ascii, bitsAt, id3v2End, MAX_READ, u24be, WindowReader } from "./bytes";
import { crc8 } from "./crc";
import { Envelope, relativeLevels } from "./peaks";
import type { FormatReading } from "./reading";
import { type ByteSource, UnreadableAudio } from "./types";

interface StreamInfo {
  maxBlock: number;
  sampleRate: number;
  channels: number;
  bits: number;
  /** 0 when the encoder did not know it (a stream piped in). */
  totalSamples: number;
}

/** A frame header: its sample or frame number, block size, and length. */
export interface FlacFrameHeader {
  /** The frame number (fixed block size) or first sample number (variable). */
  number: number;
  variable: boolean;
  blockSize: number;
  length: number;
}

/** Longest frame header: sync 2, codes 2, 7-byte coded number, 2+2 optional fields, CRC 1. */
const MAX_HEADER = 16;

function blockSizeOf(code: number): number {
  if (code === 1) return 192;
  if (code <= 5) return 576 * 2 ** (code - 2);
  return 256 * 2 ** (code - 8); // 8–15; 6 and 7 are read from the header's end
}

/**
 * The frame header at `at`, checked against its CRC-8 (a frame's body can hold the sync pattern by chance;
 * the checksum and the running frame number tell a real header apart), or null.
 *
 * @example parseFlacFrameHeader(file, audioStart)?.blockSize // 4096
 */
export function parseFlacFrameHeader(b: Uint8Array, at: number): FlacFrameHeader | null {
  if (at + 6 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xfe) !== 0xf8) return null;
  const blockCode = b[at + 2]! >> 4;
  const rateCode = b[at + 2]! & 0xf;
  const channelCode = b[at + 3]! >> 4;
  if (blockCode === 0 || rateCode === 15 || channelCode > 10 || (b[at + 3]! & 1) !== 0) return null;
  // The frame/sample number is UTF-8 coded: the count of leading 1s in the first byte gives its length.
  const first = b[at + 4]!;
  let extra = 0;
  while (extra < 7 && first & (0x80 >> extra)) extra += 1;
  if (extra === 1 || extra === 7) return null;
  const bytes = extra === 0 ? 1 : extra;
  let number = extra === 0 ? first : first & (0xff >> (extra + 1));
  let p = at + 5;
  for (let i = 1; i < bytes; i += 1, p += 1) {
    if (p >= b.length || (b[p]! & 0xc0) !== 0x80) return null;
    number = number * 64 + (b[p]! & 0x3f);
  }
  let blockSize = blockSizeOf(blockCode);
  if (blockCode === 6) blockSize = (b[p++] ?? 0) + 1;
  else if (blockCode === 7) {
    blockSize = (((b[p] ?? 0) << 8) | (b[p + 1] ?? 0)) + 1;
    p += 2;
  }
  if (rateCode === 12) p += 1;
  else if (rateCode === 13 || rateCode === 14) p += 2;
  if (p >= b.length || crc8(b.subarray(at, p)) !== b[p]) return null;
  return { number, variable: (b[at + 1]! & 1) === 1, blockSize, length: p + 1 - at };
}

/** Reads the metadata blocks up to the first frame; STREAMINFO is mandatory and first. */
async function readMetadata(source: ByteSource): Promise<{ info: StreamInfo; audioStart: number }> {
  const reader = new WindowReader(source, 64 * 1024);
  let offset = id3v2End(await reader.bytes(0, 10));
  if (ascii(await reader.bytes(offset, 4), 0, 4) !== "fLaC") {
    throw new UnreadableAudio("The FLAC file is damaged: its stream marker is missing.");
  }
  offset += 4;
  let info: StreamInfo | undefined;
  for (let last = false; !last; ) {
    const header = await reader.bytes(offset, 4);
    if (header.length < 4) throw new UnreadableAudio("The FLAC file is cut short before its audio.");
    last = (header[0]! & 0x80) !== 0;
    const type = header[0]! & 0x7f;
    const length = u24be(header, 1);
    if (type === 127 || offset + 4 + length > source.size) {
      throw new UnreadableAudio("The FLAC file is cut short or damaged in its metadata.");
    }
    if (type === 0 && length >= 34) {
      const si = (await reader.bytes(offset + 4, 34)).slice();
      info = {
        maxBlock: (si[2]! << 8) | si[3]!,
        sampleRate: bitsAt(si, 80, 20),
        channels: bitsAt(si, 100, 3) + 1,
        bits: bitsAt(si, 103, 5) + 1,
        totalSamples: bitsAt(si, 108, 36),
      };
    }
    offset += 4 + length;
  }
  if (!info || info.sampleRate === 0) {
    throw new UnreadableAudio("The FLAC file has no valid stream description (STREAMINFO).");
  }
  return { info, audioStart: offset };
}

interface Frames {
  starts: number[];
  samples: number[];
  sizes: number[];
}

/**
 * Finds every frame by its sync code, CRC-8 and running number, scanning in windows of ≤ 8 MiB. Frame
 * sizes come from where the next frame starts: FLAC headers do not state a frame's length.
 */
async function walkFrames(source: ByteSource, audioStart: number): Promise<Frames> {
  const frames: Frames = { starts: [], samples: [], sizes: [] };
  let nextSample = 0;
  let windowStart = audioStart;
  while (windowStart < source.size) {
    const window = await source.read(windowStart, Math.min(MAX_READ, source.size - windowStart));
    const final = windowStart + window.length >= source.size;
    // Leave room for a whole header: a sync near the window's end is scanned again in the next window.
    const limit = final ? window.length : window.length - MAX_HEADER;
    let at = window.indexOf(0xff);
    while (at >= 0 && at < limit) {
      const header = parseFlacFrameHeader(window, at);
      const expected = header?.variable ? nextSample : frames.starts.length;
      if (header && header.number === expected) {
        const start = windowStart + at;
        const previous = frames.starts.length - 1;
        if (previous >= 0) frames.sizes[previous] = start - frames.starts[previous]!;
        frames.starts.push(start);
        frames.samples.push(header.blockSize);
        nextSample += header.blockSize;
        at += header.length;
      } else at += 1;
      at = window.indexOf(0xff, at);
    }
    if (final || window.length === 0) break;
    windowStart += at >= limit ? at : limit;
  }
  const lastIndex = frames.starts.length - 1;
  if (lastIndex >= 0) frames.sizes[lastIndex] = source.size - frames.starts[lastIndex]!;
  return frames;
}

/**
 * Facts from STREAMINFO (duration = total samples ÷ rate) and an envelope of coded bits per sample from the
 * frames' sizes: FLAC spends more bits where the signal is loud and busy, and almost none on silence.
 *
 * @example (await analyseFlac(bufferSource(flacFixture({ seconds: 3 })), 1000)).codec // "flac"
 */
export async function analyseFlac(source: ByteSource, points: number): Promise<FormatReading> {
  const { info, audioStart } = await readMetadata(source);
  const frames = await walkFrames(source, audioStart);
  const walked = frames.samples.reduce((sum, n) => sum + n, 0);
  if (walked === 0) throw new UnreadableAudio("The FLAC file has no audio frames.");
  const total = info.totalSamples || walked;
  if (walked < total - info.maxBlock) {
    throw new UnreadableAudio(
      "The FLAC file is cut short: its frames end before the duration its header gives.",
    );
  }
  const envelope = new Envelope(points, total);
  let sample = 0;
  frames.starts.forEach((_, i) => {
    const count = frames.samples[i]!;
    envelope.add(sample, sample + count, (frames.sizes[i]! * 8) / count);
    sample += count;
  });
  return {
    codec: "flac",
    seconds: total / info.sampleRate,
    sampleRate: info.sampleRate,
    channels: info.channels,
    peaks: relativeLevels(envelope.means()),
  };
}
