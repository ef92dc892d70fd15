/** MP3 (MPEG-1/2 Layer III) to samples with mpg123, its WebAssembly compiled ahead of time. */
import { MPEGDecoder } from "mpg123-decoder";
import type { PcmStream, PcmWindow } from "../signal";
import type { ByteSource } from "../types";
import { fed } from "./feed";
import mpg123 from "./mpg123.wasm";

/**
 * The package compiles its embedded binary on first use, which Workers refuse; a module set on the class
 * before construction is instantiated instead (@wasm-audio-decoders/common `setModule`).
 */
(MPEGDecoder as unknown as { module: WebAssembly.Module }).module = mpg123;

/**
 * @example const pcm = mp3Pcm(source, facts.sampleRate, facts.channels); await measureSignal(pcm, n, 1000);
 */
export function mp3Pcm(source: ByteSource, sampleRate: number, channels: number): PcmStream {
  async function* windows(): AsyncGenerator<PcmWindow> {
    // Gapless: the LAME header's encoder delay and padding are cut, so beats keep their time.
    const decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
    try {
      yield* fed(source, Math.min(2, channels), (bytes) => decoder.decode(bytes));
    } finally {
      decoder.free();
    }
  }
  return { sampleRate, channels: Math.min(2, channels), windows: windows() };
}
