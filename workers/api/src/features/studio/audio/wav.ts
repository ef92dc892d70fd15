import { ascii, MAX_READ, u16le, u32le, u64le, WindowReader } from "./bytes";
import { amplitudeLevels } from "./peaks";
import type { FormatReading } from "./reading";
import { type ByteSource, UnreadableAudio } from "./types";

export interface WavFormat {
  codec: string;
  channels: number;
  sampleRate: number;
  blockAlign: number;
  bits: number;
}

// WAVE_FORMAT_EXTENSIBLE carries the real format tag in the first two bytes of its sub-format GUID.
const EXTENSIBLE = 0xfffe;
const PCM_CODECS: Record<number, string> = { 8: "pcm_u8", 16: "pcm_s16le", 24: "pcm_s24le", 32: "pcm_s32le" };
const FLOAT_CODECS: Record<number, string> = { 32: "pcm_f32le", 64: "pcm_f64le" };

/** Reads the `fmt ` chunk, refusing compressed WAVs (ADPCM, MP3-in-WAV…) whose samples need a decoder. */
function parseFormat(fmt: Uint8Array): WavFormat {
  if (fmt.length < 16) throw new UnreadableAudio("The WAV file's format description is damaged.");
  let tag = u16le(fmt, 0);
  if (tag === EXTENSIBLE && fmt.length >= 26) tag = u16le(fmt, 24);
  const channels = u16le(fmt, 2);
  const sampleRate = u32le(fmt, 4);
  const blockAlign = u16le(fmt, 12);
  const bits = u16le(fmt, 14);
  const codec = tag === 1 ? PCM_CODECS[bits] : tag === 3 ? FLOAT_CODECS[bits] : undefined;
  if (!codec) {
    const hex = tag.toString(16).padStart(4, "0");
    throw new UnreadableAudio(
      `The WAV file uses an encoding Ngoma cannot read (format 0x${hex}, ${bits}-bit). Export it as 16- or 24-bit PCM WAV.`,
    );
  }
  if (channels < 1 || channels > 32 || sampleRate < 1000 || sampleRate > 768_000) {
    throw new UnreadableAudio(
      "The WAV file's format description gives an impossible channel count or sample rate.",
    );
  }
  if (blockAlign !== (channels * bits) / 8) {
    throw new UnreadableAudio("The WAV file's format description contradicts itself (block size).");
  }
  return { codec, channels, sampleRate, blockAlign, bits };
}

interface Chunks {
  format: WavFormat;
  dataOffset: number;
  dataBytes: number;
}

/** Walks the RIFF chunks for `fmt ` and `data`, one small ranged read per chunk header. */
export async function readChunks(source: ByteSource): Promise<Chunks> {
  const reader = new WindowReader(source, 64 * 1024);
  const rf64 = ascii(await reader.bytes(0, 4), 0, 4) === "RF64";
  let format: WavFormat | undefined;
  let data: { offset: number; bytes: number } | undefined;
  let ds64DataBytes: number | undefined;
  let offset = 12;
  while (offset + 8 <= source.size && !(format && data)) {
    const header = await reader.bytes(offset, 8);
    const id = ascii(header, 0, 4);
    const size = u32le(header, 4);
    if (id === "ds64") ds64DataBytes = u64le(await reader.bytes(offset + 8, 16), 8);
    if (id === "fmt ") format = parseFormat((await reader.bytes(offset + 8, Math.min(size, 64))).slice());
    if (id === "data") {
      // RF64 files write 0xFFFFFFFF here and keep the real size in ds64, as 32 bits cannot hold it.
      const bytes = rf64 && size === 0xffffffff && ds64DataBytes !== undefined ? ds64DataBytes : size;
      data = { offset: offset + 8, bytes };
      if (offset + 8 + bytes > source.size) {
        throw new UnreadableAudio(
          `The WAV file is cut short: its header promises ${bytes} bytes of audio, but the file ends before that.`,
        );
      }
      offset += 8 + bytes + (bytes & 1);
      continue;
    }
    offset += 8 + size + (size & 1); // chunks are padded to an even length
  }
  if (!format) throw new UnreadableAudio("The WAV file has no format description (fmt chunk).");
  if (!data || data.bytes < format.blockAlign) throw new UnreadableAudio("The WAV file has no audio data.");
  return { format, dataOffset: data.offset, dataBytes: data.bytes };
}

/** A reader of one sample's magnitude (0–1) at a byte offset in a window. */
function magnitudeReader(format: WavFormat): (view: DataView, at: number) => number {
  switch (format.codec) {
    case "pcm_u8":
      return (v, at) => Math.abs(v.getUint8(at) - 128) / 128;
    case "pcm_s16le":
      return (v, at) => Math.abs(v.getInt16(at, true)) / 32_768;
    case "pcm_s24le":
      return (v, at) => Math.abs(((v.getUint8(at + 2) << 24) >> 8) | v.getUint16(at, true)) / 8_388_608;
    case "pcm_s32le":
      return (v, at) => Math.abs(v.getInt32(at, true)) / 2_147_483_648;
    case "pcm_f32le":
      return (v, at) => Math.min(1, Math.abs(v.getFloat32(at, true)) || 0);
    default:
      return (v, at) => Math.min(1, Math.abs(v.getFloat64(at, true)) || 0);
  }
}

/**
 * Facts and exact peaks of a PCM WAV: duration is data bytes ÷ block size ÷ sample rate, and each of the
 * `points` slices holds the largest |sample| of any channel within it, read in windows of ≤ 8 MiB.
 *
 * @example (await analyseWav(bufferSource(wavFixture({ seconds: 2 })), 1000)).seconds // 2
 */
export async function analyseWav(source: ByteSource, points: number): Promise<FormatReading> {
  const { format, dataOffset, dataBytes } = await readChunks(source);
  const frames = Math.floor(dataBytes / format.blockAlign);
  const sampleBytes = format.bits / 8;
  const magnitude = magnitudeReader(format);
  const peaks = new Float64Array(points);
  const windowFrames = Math.floor(MAX_READ / format.blockAlign);
  let slice = 0;
  let boundary = Math.ceil(frames / points); // first frame of slice 1
  for (let first = 0; first < frames; first += windowFrames) {
    const count = Math.min(windowFrames, frames - first);
    const bytes = await source.read(dataOffset + first * format.blockAlign, count * format.blockAlign);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const available = Math.floor(bytes.byteLength / format.blockAlign);
    let peak = peaks[slice]!;
    for (let f = 0; f < available; f += 1) {
      while (first + f >= boundary) {
        peaks[slice] = peak;
        slice += 1;
        boundary = Math.ceil(((slice + 1) * frames) / points);
        peak = peaks[slice]!;
      }
      const end = (f + 1) * format.blockAlign;
      for (let at = f * format.blockAlign; at < end; at += sampleBytes) {
        const m = magnitude(view, at);
        if (m > peak) peak = m;
      }
    }
    peaks[slice] = peak;
    if (available < count) break;
  }
  return {
    codec: format.codec,
    seconds: frames / format.sampleRate,
    sampleRate: format.sampleRate,
    channels: format.channels,
    peaks: amplitudeLevels(peaks),
  };
}
