/**
 * Which decoder reads which format (docs/decisions/0610): WAV directly; MP3 (mpg123), FLAC (libFLAC) and
 * Ogg Opus (libopus) through WebAssembly compiled ahead of time. AAC and M4A have no decoder under a
 * licence Ngoma can ship, and Ogg Vorbis none wired yet: their loudness and tempo stay null.
 */
import type { PcmStream } from "../signal";
import type { AudioFacts, ByteSource } from "../types";
import { wavPcm } from "./wav";

/**
 * The file's decoded samples, window by window, or null when its format has no decoder here. The wasm
 * decoders are imported when first needed, so code that only reads WAV (the demo seed, under Node, which
 * has no `.wasm` imports) never loads them.
 */
export async function decodedStream(source: ByteSource, facts: AudioFacts): Promise<PcmStream | null> {
  switch (facts.format) {
    case "wav":
      return wavPcm(source);
    case "mp3":
      return (await import("./mp3")).mp3Pcm(source, facts.sampleRate, facts.channels);
    case "flac":
      return (await import("./flac")).flacPcm(source, facts.sampleRate, facts.channels);
    case "ogg":
      return facts.codec === "opus" ? (await import("./opus")).opusPcm(source, facts.channels) : null;
    default:
      return null;
  }
}
