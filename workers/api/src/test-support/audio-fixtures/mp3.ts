import { BitWriter, concat, silentAt } from "./bits";
import { writeAscii } from "./wav";

const V1_RATES = [44_100, 48_000, 32_000];
const V2_RATES = [22_050, 24_000, 16_000];
const V1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const V2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

export interface Mp3Options {
  seconds: number;
  /** 32, 44.1 or 48 kHz (MPEG-1) or 16, 22.05 or 24 kHz (MPEG-2). */
  sampleRate?: number;
  /** kbit/s, one of the Layer III rates of the version. */
  bitrate?: number;
  channels?: 1 | 2;
  /** Lead with a Xing header that states the frame count. */
  xing?: boolean;
  /** Lead with an ID3v2 tag of this many bytes of (padding) frames. */
  id3Bytes?: number;
  /** Frames in the leading silence code no spectrum (part2_3_length 0). */
  silenceSeconds?: number;
}

/** An ID3v2.4 tag of `size` bytes of padding after its header (sizes are syncsafe, 7 bits a byte). */
export function id3Tag(size: number): Uint8Array {
  const tag = new Uint8Array(10 + size);
  writeAscii(tag, 0, "ID3");
  tag.set([4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 3);
  return tag;
}

/**
 * A CBR MPEG Layer III stream: valid frame headers and side info with zeroed main data. Tone frames code
 * a little spectrum at a global gain that varies frame to frame; silent frames code none.
 *
 * @example mp3Fixture({ seconds: 3, xing: true }) // 44.1 kHz stereo, 128 kbit/s, 115 frames + Xing
 */
export function mp3Fixture(options: Mp3Options): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, bitrate = 128, channels = 2 } = options;
  const v1 = V1_RATES.includes(sampleRate);
  const rateIndex = (v1 ? V1_RATES : V2_RATES).indexOf(sampleRate);
  const bitrateIndex = (v1 ? V1_BITRATES : V2_BITRATES).indexOf(bitrate);
  if (rateIndex < 0 || bitrateIndex < 1)
    throw new Error(`No Layer III stream at ${sampleRate} Hz, ${bitrate} kbit/s`);
  const samples = v1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate);
  const header = Uint8Array.from([
    0xff,
    0xe0 | ((v1 ? 3 : 2) << 3) | (1 << 1) | 1, // version, Layer III, no CRC
    (bitrateIndex << 4) | (rateIndex << 2),
    (channels === 1 ? 3 : 0) << 6,
  ]);
  const granules = v1 ? 2 : 1;
  const frame = (gain: number, coded: boolean) => {
    const side = new BitWriter()
      .put(0, v1 ? 9 : 8)
      .put(0, v1 ? (channels === 1 ? 5 : 3) : channels === 1 ? 1 : 2);
    if (v1) side.put(0, 4 * channels);
    for (let g = 0; g < granules * channels; g += 1) {
      side
        .put(coded ? 8 : 0, 12)
        .put(0, 9)
        .put(gain, 8)
        .put(0, v1 ? 4 : 9)
        .put(0, 1 + 15 + 4 + 3)
        .put(0, v1 ? 3 : 2);
    }
    const out = new Uint8Array(length);
    out.set(header);
    out.set(side.align().toBytes(), 4);
    return out;
  };
  const total = Math.round(seconds * sampleRate);
  const count = Math.ceil(total / samples);
  const frames = Array.from({ length: count }, (_, i) => {
    const silent = silentAt((i + 1) * samples, sampleRate, options.silenceSeconds);
    return frame(silent ? 0 : 150 + (i % 20), !silent);
  });
  const parts: Uint8Array[] = [];
  if (options.id3Bytes !== undefined) parts.push(id3Tag(options.id3Bytes));
  if (options.xing) {
    const info = frame(0, false);
    const at = 4 + (v1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17);
    writeAscii(info, at, "Xing");
    const view = new DataView(info.buffer);
    view.setUint32(at + 4, 3); // flags: frame count and byte count present (big-endian, as all of Xing)
    view.setUint32(at + 8, count);
    view.setUint32(at + 12, (count + 1) * length);
    parts.push(info);
  }
  return concat([...parts, ...frames]);
}
