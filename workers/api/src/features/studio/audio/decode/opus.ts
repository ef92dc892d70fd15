/** Ogg Opus to samples with libopus, its WebAssembly compiled ahead of time. */
import { OpusDecoder } from "opus-decoder";
import type { PcmStream } from "../signal";
import type { ByteSource } from "../types";
import opus from "./opus.wasm";
import { opusStream } from "./opus-stream";

// As for MP3: a module set on the class before construction is instantiated instead of compiled.
(OpusDecoder as unknown as { module: WebAssembly.Module }).module = opus;

/** @example const pcm = opusPcm(source, facts.channels); // 48 kHz */
export function opusPcm(source: ByteSource, channels: number): PcmStream {
  return opusStream(source, channels, OpusDecoder);
}
