import { AAC_RATES } from "../../features/studio/audio/frame-headers";
import { concat, silentAt } from "./bits";

/**
 * A raw AAC-LC (ADTS) stream: valid 7-byte headers, 1024 samples a frame, payloads of zeros whose size
 * follows the level (small in the leading silence).
 *
 * @example adtsFixture({ seconds: 2, sampleRate: 48_000, channels: 1 })
 */
export function adtsFixture(options: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  silenceSeconds?: number;
}): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, channels = 2 } = options;
  const rateIndex = AAC_RATES.indexOf(sampleRate);
  if (rateIndex < 0) throw new Error(`No AAC sampling index for ${sampleRate} Hz`);
  const count = Math.ceil(Math.round(seconds * sampleRate) / 1024);
  const frames = Array.from({ length: count }, (_, i) => {
    const length = 7 + (silentAt(i * 1024, sampleRate, options.silenceSeconds) ? 6 : 300 + (i % 9) * 10);
    const frame = new Uint8Array(length);
    frame.set([
      0xff,
      0xf1, // MPEG-4, layer 0, no CRC
      (1 << 6) | (rateIndex << 2) | (channels >> 2), // profile LC (object type 2 − 1)
      ((channels & 3) << 6) | (length >> 11),
      (length >> 3) & 0xff,
      ((length & 7) << 5) | 0x1f, // buffer fullness 0x7FF (variable bitrate)
      0xfc, // one raw data block
    ]);
    return frame;
  });
  return concat(frames);
}
