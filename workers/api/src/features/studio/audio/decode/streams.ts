/**
 * Which decoder reads which format (docs/decisions/0610): WAV directly; MP3 (mpg123) and FLAC (libFLAC)
 * through WebAssembly compiled ahead of time. AAC and M4A have no decoder under a licence Ngoma can ship,
 * and Ogg (Opus, Vorbis) none wired yet: their loudness and tempo stay null.
 */
import type { PcmStream } from "../signal";
import type { AudioFacts, ByteSource } from "../types";
import { flacPcm } from "./flac";
import { mp3Pcm } from "./mp3";
import { wavPcm } from "./wav";

/** The file's decoded samples, window by window, or null when its format has no decoder here. */
export async function decodedStream(source: ByteSource, facts: AudioFacts): Promise<PcmStream | null> {
  switch (facts.format) {
    case "wav":
      return wavPcm(source);
    case "mp3":
      return mp3Pcm(source, facts.sampleRate, facts.channels);
    case "flac":
      return flacPcm(source, facts.sampleRate, facts.channels);
    default:
      return null;
  }
}
