/**
 * The samples of a PCM WAV as planar floats, read in windows of at most 8 MiB (wav.ts finds the chunks).
 */
import { MAX_READ } from "../bytes";
import type { PcmStream, PcmWindow } from "../signal";
import type { ByteSource } from "../types";
import { readChunks, type WavFormat } from "../wav";

/** Frames per window: 8 MiB of 16-bit stereo is 2M frames; floats of that would be 16 MB, so fewer. */
const WINDOW_FRAMES = 256 * 1024;

type SampleReader = (view: DataView, at: number) => number;

function sampleReader(format: WavFormat): SampleReader {
  switch (format.codec) {
    case "pcm_u8":
      return (v, at) => (v.getUint8(at) - 128) / 128;
    case "pcm_s16le":
      return (v, at) => v.getInt16(at, true) / 32_768;
    case "pcm_s24le":
      return (v, at) => (((v.getUint8(at + 2) << 24) >> 8) | v.getUint16(at, true)) / 8_388_608;
    case "pcm_s32le":
      return (v, at) => v.getInt32(at, true) / 2_147_483_648;
    case "pcm_f32le":
      return (v, at) => v.getFloat32(at, true) || 0;
    default:
      return (v, at) => v.getFloat64(at, true) || 0;
  }
}

/** @example for await (const w of (await wavPcm(source)).windows) meter.push(w.planar, w.frames); */
export async function wavPcm(source: ByteSource): Promise<PcmStream> {
  const { format, dataOffset, dataBytes } = await readChunks(source);
  const { channels, blockAlign } = format;
  const frames = Math.floor(dataBytes / blockAlign);
  const read = sampleReader(format);
  const sampleBytes = format.bits / 8;
  const windowFrames = Math.min(WINDOW_FRAMES, Math.floor(MAX_READ / blockAlign));
  async function* windows(): AsyncGenerator<PcmWindow> {
    const planar = Array.from({ length: channels }, () => new Float32Array(windowFrames));
    for (let first = 0; first < frames; first += windowFrames) {
      const count = Math.min(windowFrames, frames - first);
      const bytes = await source.read(dataOffset + first * blockAlign, count * blockAlign);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const available = Math.min(count, Math.floor(bytes.byteLength / blockAlign));
      for (let f = 0; f < available; f += 1) {
        const at = f * blockAlign;
        for (let c = 0; c < channels; c += 1) planar[c]![f] = read(view, at + c * sampleBytes);
      }
      yield { planar, frames: available };
      if (available < count) return;
    }
  }
  return { sampleRate: format.sampleRate, channels, windows: windows() };
}
