/**
 * The audio library's entry point: sniff a file's type from its bytes, read its facts and waveform from
 * its own headers through ranged reads, then, where a decoder exists, measure the decoded samples
 * (loudness, tempo, exact peaks; docs/decisions/0610). Pure: no bindings, no framework.
 */
import type { AudioFormat } from "../../catalogue";
import { analyseAdts } from "./adts";
import { MAX_READ } from "./bytes";
import { decodedStream } from "./decode/streams";
import { analyseFlac } from "./flac";
import { analyseMp3 } from "./mp3";
import { analyseMp4 } from "./mp4";
import { analyseOgg } from "./ogg";
import type { FormatReading } from "./reading";
import { ANALYSIS_VERSION, MAX_ANALYSED_SECONDS, measureSignal } from "./signal";
import {
  type AudioAnalysis,
  type AudioFacts,
  type AudioSignal,
  type ByteSource,
  type SniffedAudio,
  UnreadableAudio,
} from "./types";
import { analyseWav } from "./wav";

export { bufferSource, MAX_READ } from "./bytes";
export { ANALYSIS_VERSION } from "./signal";
export { sniffAudio } from "./sniff";
export * from "./types";

const ANALYSERS: Record<AudioFormat, (source: ByteSource, points: number) => Promise<FormatReading>> = {
  wav: analyseWav,
  mp3: analyseMp3,
  flac: analyseFlac,
  ogg: analyseOgg,
  m4a: analyseMp4,
  aac: analyseAdts,
};

const NAMES: Record<AudioFormat, string> = {
  wav: "WAV",
  mp3: "MP3",
  flac: "FLAC",
  ogg: "Ogg",
  m4a: "M4A",
  aac: "AAC",
};

/** Below this many bits a second of file, a header's duration is a lie its bytes cannot back. */
const MIN_BITRATE = 500;
/** Longer than any release: a header claiming more is damaged. */
const MAX_SECONDS = 48 * 3600;

/**
 * The facts (codec, duration, sample rate, channels, average bitrate of the whole file) and `points`
 * waveform levels (0–255) of a sniffed file, reading at most 8 MiB at a time. A file that cannot be read
 * throws `UnreadableAudio` with a reason a creator can act on.
 *
 * @example
 * const head = await source.read(0, MAX_READ);
 * const sniffed = sniffAudio(head);
 * if (!sniffed) throw new UnreadableAudio("This file is not audio Ngoma can read.");
 * const { facts, peaks } = await analyseAudio(source, sniffed); // facts.durationMs, peaks.length === 1000
 */
export async function analyseAudio(
  source: ByteSource,
  sniffed: SniffedAudio,
  points = 1000,
): Promise<AudioAnalysis> {
  if (!Number.isInteger(points) || points < 1 || points > 100_000) {
    throw new RangeError(`points must be an integer from 1 to 100000, got ${points}`);
  }
  const name = NAMES[sniffed.format];
  const analyse = ANALYSERS[sniffed.format];
  if (source.size === 0) throw new UnreadableAudio(`The ${name} file is empty.`);
  // Storage failures and oversized reads propagate as they are (a queue retries them); only errors raised
  // while parsing the bytes mean the file is damaged.
  let sourceError: unknown;
  const guarded: ByteSource = {
    size: source.size,
    read: async (offset, length) => {
      try {
        if (length > MAX_READ)
          throw new Error(`A read of ${length} bytes exceeds the ${MAX_READ}-byte window`);
        return await source.read(offset, length);
      } catch (error) {
        sourceError = error;
        throw error;
      }
    },
  };
  let reading: FormatReading;
  try {
    reading = await analyse(guarded, points);
  } catch (error) {
    if (error instanceof UnreadableAudio || error === sourceError) throw error;
    // A parser tripping over damaged bytes is a damaged file, not a server fault.
    throw new UnreadableAudio(`The ${name} file is damaged and cannot be read.`);
  }
  const { codec, seconds, sampleRate, channels, peaks } = reading;
  if (!(seconds > 0)) throw new UnreadableAudio(`The ${name} file has no audio data.`);
  const bitrate = Math.round((source.size * 8) / seconds);
  if (seconds > MAX_SECONDS || bitrate < MIN_BITRATE) {
    throw new UnreadableAudio(
      `The ${name} file's header gives a duration its data cannot hold; it is damaged.`,
    );
  }
  const facts: AudioFacts = {
    ...sniffed,
    codec,
    durationMs: Math.round(seconds * 1000),
    sampleRate,
    channels,
    bitrate,
  };
  const measured =
    seconds > MAX_ANALYSED_SECONDS
      ? null
      : await measure(guarded, facts, Math.round(seconds * sampleRate), points, () => sourceError);
  return measured ? { facts, ...measured } : { facts, peaks, signal: null };
}

/**
 * The decoded signal's measures and exact peaks, or null when the format has no decoder or the decoder
 * could not read the file: its facts and envelope from the headers still stand, so the track stays
 * playable with its loudness unknown. Storage errors are thrown for the queue to retry.
 */
async function measure(
  source: ByteSource,
  facts: AudioFacts,
  frames: number,
  points: number,
  sourceError: () => unknown,
): Promise<{ peaks: Uint8Array; signal: AudioSignal } | null> {
  try {
    const stream = await decodedStream(source, facts);
    if (!stream) return null;
    const { peaks, frames: decoded, confidence, ...reading } = await measureSignal(stream, frames, points);
    if (decoded === 0) return null;
    return { peaks, signal: { ...reading, bpmConfidence: confidence, analysisVersion: ANALYSIS_VERSION } };
  } catch (error) {
    if (sourceError() !== undefined && error === sourceError()) throw error;
    return null;
  }
}
