import { ascii, bitsAt, u32be, WindowReader } from "./bytes";
import {
  FRAME_SEARCH_BYTES,
  firstFrame,
  firstFrameAfterTags,
  type Mp3Header,
  parseMp3Header,
  sameMp3Stream,
} from "./frame-headers";
import { FrameValues, logLevels } from "./peaks";
import type { FormatReading } from "./reading";
import { type ByteSource, UnreadableAudio } from "./types";

/** The longest Layer III frame (320 kbit/s at 32 kHz, padded). */
const MAX_FRAME = 1441;
/** Header, CRC and the longest side info: what one frame's loudness is read from. */
const FRAME_HEAD = 4 + 2 + 32;
/** Global gain steps (1.5 dB each) between the loudest slice and a silent-looking one: 96 dB. */
const GAIN_RANGE = 64;

const sideInfoLength = (h: Mp3Header) =>
  h.version === 1 ? (h.channels === 1 ? 17 : 32) : h.channels === 1 ? 9 : 17;

/**
 * The frame's loudness from its side info: the largest `global_gain` (the quantiser step, 1.5 dB a unit)
 * of its granules and channels, counting a granule with no coded spectrum (part2_3_length 0) as silence.
 */
export function frameGain(b: Uint8Array, at: number, h: Mp3Header): number {
  const side = (at + 4 + (h.crc ? 2 : 0)) * 8;
  const mono = h.channels === 1;
  // MPEG-1: main_data_begin 9, private bits 5|3, scfsi 4 per channel; 2 granules of 59 bits per channel.
  // MPEG-2/2.5: main_data_begin 8, private bits 1|2; 1 granule of 63 bits per channel.
  const base = h.version === 1 ? 9 + (mono ? 5 : 3) + 4 * h.channels : 8 + (mono ? 1 : 2);
  const entry = h.version === 1 ? 59 : 63;
  const granules = (h.version === 1 ? 2 : 1) * h.channels;
  let gain = 0;
  for (let g = 0; g < granules; g += 1) {
    const bit = side + base + g * entry;
    if (bitsAt(b, bit, 12) > 0) gain = Math.max(gain, bitsAt(b, bit + 21, 8));
  }
  return gain;
}

/** The frame count of a Xing/Info (LAME) or VBRI header in the first frame, or null. */
function headerFrameCount(frame: Uint8Array, h: Mp3Header): number | null {
  const xing = 4 + (h.crc ? 2 : 0) + sideInfoLength(h);
  const tag = ascii(frame, xing, 4);
  if ((tag === "Xing" || tag === "Info") && (u32be(frame, xing + 4) & 1) === 1) return u32be(frame, xing + 8);
  if (ascii(frame, 36, 4) === "VBRI") return u32be(frame, 36 + 14);
  return null;
}

/**
 * Facts from the frame headers (frame count from a Xing/Info or VBRI header when present, else from walking
 * every frame) and a loudness envelope from each frame's global gain, walked in windows of ≤ 8 MiB.
 *
 * @example (await analyseMp3(bufferSource(mp3Fixture({ seconds: 3 })), 1000)).codec // "mp3"
 */
export async function analyseMp3(source: ByteSource, points: number): Promise<FormatReading> {
  const reader = new WindowReader(source);
  const found = await firstFrameAfterTags(reader, MAX_FRAME, parseMp3Header, sameMp3Stream, "MP3");
  const first = found.header;
  let at = found.at;
  const declared = headerFrameCount(await reader.bytes(at, first.length), first);
  // The Xing/VBRI frame is an index, not audio: decoders play silence-free from the next one.
  if (declared !== null) at += first.length;

  const gains = new FrameValues();
  while (at + 4 <= source.size) {
    const b = reader.cached(at, FRAME_HEAD) ?? (await reader.load(at, FRAME_HEAD));
    const h = parseMp3Header(b, 0);
    if (!h || !sameMp3Stream(first, h)) {
      // Lost sync (junk between frames) or the end (ID3v1, APE tags): look a little further, then stop.
      const ahead = await reader.bytes(at, FRAME_SEARCH_BYTES + 2 * MAX_FRAME);
      const next = firstFrame(ahead, 1, 2, parseMp3Header, (_, x) => sameMp3Stream(first, x));
      if (next < 0) break;
      at += next;
      continue;
    }
    if (at + h.length > source.size) break; // a frame cut off by the end of the file does not play
    gains.push(frameGain(b, 0, h));
    at += h.length;
  }
  if (gains.length === 0) throw new UnreadableAudio("The MP3 file has no audio frames.");
  if (declared !== null && gains.length < declared * 0.98 - 1) {
    throw new UnreadableAudio("The MP3 file is cut short: it has fewer frames than its header says.");
  }
  const frames = declared ?? gains.length;
  return {
    codec: "mp3",
    seconds: (frames * first.samples) / first.sampleRate,
    sampleRate: first.sampleRate,
    channels: first.channels,
    peaks: logLevels(gains.envelope(points), GAIN_RANGE),
  };
}
