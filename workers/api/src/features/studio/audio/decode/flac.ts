/** FLAC to samples with libFLAC's decoder, its WebAssembly compiled ahead of time. */
import { FLACDecoder } from "@wasm-audio-decoders/flac";
import { _FLACDecoder } from "flac-decoder-inner";
import type { PcmStream, PcmWindow } from "../signal";
import type { ByteSource } from "../types";
import { fed } from "./feed";
import flac from "./flac.wasm";

// As for MP3: the inner class instantiates a module set before construction instead of compiling one.
_FLACDecoder.module = flac;

/** @example const pcm = flacPcm(source, facts.sampleRate, facts.channels); */
export function flacPcm(source: ByteSource, sampleRate: number, channels: number): PcmStream {
  async function* windows(): AsyncGenerator<PcmWindow> {
    const decoder = new FLACDecoder();
    await decoder.ready;
    try {
      yield* fed(
        source,
        channels,
        (bytes) => decoder.decode(bytes),
        () => decoder.flush(),
      );
    } finally {
      decoder.free();
    }
  }
  return { sampleRate, channels, windows: windows() };
}
