/**
 * What the decoded samples say about a track: loudness, true peak, loudness range, tempo and beats, and
 * exact waveform peaks, measured in one streaming pass over planar windows (docs/decisions/0610). Pure.
 */
import { LoudnessMeter } from "./loudness";
import { OnsetDetector } from "./onsets";
import { amplitudeLevels } from "./peaks";
import { estimateTempo, type TempoReading } from "./tempo";
import { TruePeakMeter } from "./true-peak";

/**
 * The algorithm's version, stored with every measured track: raise it whenever a change here would give
 * a different answer for the same file, and the backfill measures every track again.
 */
export const ANALYSIS_VERSION = 1;

/**
 * Longer files are not decoded: their measures stay null and their waveform is the header envelope. Two
 * hours covers any release and keeps the worst accepted upload inside the consumer's CPU limit (measured
 * by bench/audio-analysis.mjs; docs/decisions/0610).
 */
export const MAX_ANALYSED_SECONDS = 2 * 3600;

/** One window of decoded audio: one array per channel, the first `frames` samples of each valid. */
export interface PcmWindow {
  planar: readonly Float32Array[];
  frames: number;
}

/** Decoded audio, produced window by window so a long track is never held whole. */
export interface PcmStream {
  sampleRate: number;
  channels: number;
  windows: AsyncIterable<PcmWindow>;
}

export interface SignalReading extends TempoReading {
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  loudnessRangeLu: number | null;
  /** `points` exact peak levels, 0–255 on the absolute scale. */
  peaks: Uint8Array;
  /** Sample frames decoded. */
  frames: number;
}

/**
 * Measures a decoded stream. `expectedFrames` (from the headers) spreads the waveform over the track;
 * frames past it (an encoder's padding) fall into the last slice.
 *
 * @example const reading = await measureSignal(wavPcm(source), 44100 * 180, 1000); reading.loudnessLufs
 */
export async function measureSignal(
  stream: PcmStream,
  expectedFrames: number,
  points: number,
): Promise<SignalReading> {
  const { sampleRate, channels } = stream;
  const loudness = new LoudnessMeter(sampleRate, channels);
  const truePeak = new TruePeakMeter(channels);
  const onsets = new OnsetDetector(sampleRate, channels);
  const peaks = new Float64Array(points);
  const total = Math.max(1, expectedFrames);
  let frames = 0;
  for await (const { planar, frames: count } of stream.windows) {
    if (count === 0) continue;
    loudness.push(planar, count);
    truePeak.push(planar, count);
    onsets.push(planar, count);
    slicePeaks(peaks, planar, count, frames, total);
    frames += count;
  }
  const { integratedLufs, rangeLu } = loudness.result();
  return {
    loudnessLufs: integratedLufs,
    truePeakDbtp: truePeak.dbtp(),
    loudnessRangeLu: rangeLu,
    ...estimateTempo(onsets.envelope()),
    peaks: amplitudeLevels(peaks),
    frames,
  };
}

/** The largest |sample| of any channel into the slice each frame falls in. */
function slicePeaks(
  peaks: Float64Array,
  planar: readonly Float32Array[],
  count: number,
  start: number,
  total: number,
): void {
  const points = peaks.length;
  let from = 0;
  while (from < count) {
    const slice = Math.min(points - 1, Math.floor(((start + from) * points) / total));
    // The first frame of the next slice, or the window's end.
    const next = slice === points - 1 ? count : Math.ceil(((slice + 1) * total) / points) - start;
    const to = Math.max(from + 1, Math.min(count, next));
    let peak = peaks[slice]!;
    for (const channel of planar) {
      for (let i = from; i < to; i += 1) {
        const v = channel[i]!;
        const m = v < 0 ? -v : v;
        if (m > peak) peak = m;
      }
    }
    peaks[slice] = Math.min(1, peak);
    from = to;
  }
}
