import { crc8, crc16 } from "../../features/studio/audio/crc";
import { BitWriter, concat } from "./bits";
import { type ToneOptions, toneAt } from "./wav";

/** FLAC's UTF-8-like coding of a frame number. */
function codedNumber(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  let rest = n;
  let room = 0x3f; // bits the first byte can still hold, shrinking as continuation bytes are added
  while (bytes.length === 0 || rest > room) {
    bytes.unshift(0x80 | (rest & 0x3f));
    rest = Math.floor(rest / 64);
    room >>= 1;
  }
  const lead = (0xff00 >> (bytes.length + 1)) & 0xff;
  return [lead | rest, ...bytes];
}

const RATE_CODES: Record<number, number> = { 44100: 9, 48000: 10, 96000: 11, 32000: 8, 22050: 5 };

/**
 * A 16-bit FLAC of a 440 Hz tone with a valid STREAMINFO and frames (CRC-8 headers, CRC-16 footers):
 * silent blocks as CONSTANT subframes (a few bytes), tone blocks VERBATIM, so coded size follows loudness.
 *
 * @example flacFixture({ seconds: 2, silenceSeconds: 1 })
 */
export function flacFixture(
  options: ToneOptions & {
    blockSize?: number;
    /** Samples (−1…1) to write instead of the tone, per frame and channel. */
    sampleAt?: (frame: number, channel: number) => number;
  },
): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, channels = 2, amplitude = 0.8, blockSize = 4096 } = options;
  const total = Math.round(seconds * sampleRate);
  const silence = Math.round((options.silenceSeconds ?? 0) * sampleRate);
  const info = new BitWriter()
    .put(blockSize, 16)
    .put(blockSize, 16)
    .put(0, 24)
    .put(0, 24)
    .put(sampleRate, 20)
    .put(channels - 1, 3)
    .put(15, 5)
    .put(total, 36)
    .put(0, 64)
    .put(0, 64)
    .toBytes();
  const parts: Uint8Array[] = [new TextEncoder().encode("fLaC"), Uint8Array.from([0x80, 0, 0, 34]), info];
  for (let first = 0, frame = 0; first < total; first += blockSize, frame += 1) {
    const count = Math.min(blockSize, total - first);
    const rateCode = RATE_CODES[sampleRate] ?? 0;
    const header = [0xff, 0xf8, (7 << 4) | rateCode, ((channels - 1) << 4) | (4 << 1), ...codedNumber(frame)];
    header.push((count - 1) >> 8, (count - 1) & 0xff); // block size code 7: 16-bit size − 1 at the end
    header.push(crc8(Uint8Array.from(header)));
    const body = new BitWriter();
    for (const h of header) body.put(h, 8);
    const silent = first + count <= silence;
    for (let c = 0; c < channels; c += 1) {
      if (silent)
        body.put(0, 8).put(0, 16); // CONSTANT subframe of 0
      else {
        body.put(0b00000010, 8); // VERBATIM
        for (let i = 0; i < count; i += 1) {
          const v = options.sampleAt?.(first + i, c) ?? toneAt(first + i, sampleRate, silence, amplitude);
          const s = Math.max(-32_768, Math.min(32_767, Math.round(v * 32_767)));
          body.put(s & 0xffff, 16);
        }
      }
    }
    const bytes = body.align().toBytes();
    const crc = crc16(bytes);
    parts.push(bytes, Uint8Array.from([crc >> 8, crc & 0xff]));
  }
  return concat(parts);
}
