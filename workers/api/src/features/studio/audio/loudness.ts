/**
 * Programme loudness after ITU-R BS.1770-4 and EBU R128: K-weighted mean square per channel, channels
 * weighted and summed, over 400 ms blocks overlapping by 75 % (a new block every 100 ms), gated at −70 LUFS
 * and then 10 LU below the ungated level; and the loudness range of EBU Tech 3342 from 3 s short-term
 * blocks. Pure and streaming: the signal is pushed in windows of any size, and only one number per 100 ms
 * is kept.
 */
import { KWeightedEnergy } from "./k-weighting";
import { Series } from "./series";

/** The loudness of a whole signal; null where nothing rises above the −70 LUFS gate (silence). */
export interface LoudnessReading {
  integratedLufs: number | null;
  rangeLu: number | null;
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const RANGE_RELATIVE_GATE_LU = -20;
/** 100 ms steps: four make a 400 ms gating block, thirty a 3 s short-term block. */
const STEPS_PER_BLOCK = 4;
const STEPS_PER_SHORT_TERM = 30;

/** Mean square energy to loudness: BS.1770's −0.691 dB makes a 1 kHz sine read its RMS level in LKFS. */
export function lufs(energy: number): number {
  return -0.691 + 10 * Math.log10(energy);
}

function energyOf(loudness: number): number {
  return 10 ** ((loudness + 0.691) / 10);
}

/**
 * BS.1770's channel weights: 1.0 for left, right and centre, 1.41 (+1.5 dB) for the surrounds; a 5.1
 * file's LFE (the fourth channel in WAV's order) is left out. Other layouts weigh every channel 1.0,
 * except mono, which counts twice: a player sends it to both speakers, so it is as loud as the same
 * signal on two channels (EBU's "dual mono", libebur128's EBUR128_DUAL_MONO).
 */
export function channelWeights(channels: number): number[] {
  if (channels === 1) return [2];
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channels }, () => 1);
}

/**
 * Feeds planar samples (one Float32Array per channel, −1…1) and reads integrated loudness and loudness
 * range at the end.
 *
 * @example
 * const meter = new LoudnessMeter(48000, 2);
 * meter.push([left, right], left.length);
 * meter.result().integratedLufs // e.g. -23.0
 */
export class LoudnessMeter {
  private readonly filters: KWeightedEnergy[];
  private readonly weights: number[];
  private readonly stepFrames: number;
  /** Weighted mean square of each finished 100 ms step. */
  private readonly steps = new Series(4096);
  private stepSum = 0;
  private stepFilled = 0;

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
  ) {
    this.filters = Array.from({ length: channels }, () => new KWeightedEnergy(sampleRate));
    this.weights = channelWeights(channels);
    // 100 ms in whole samples; at rates not divisible by 10 the blocks are a fraction of a sample short.
    this.stepFrames = Math.max(1, Math.round(sampleRate / 10));
  }

  /** The first `frames` samples of each channel. */
  push(planar: readonly Float32Array[], frames: number): void {
    let at = 0;
    while (at < frames) {
      const take = Math.min(frames - at, this.stepFrames - this.stepFilled);
      for (let c = 0; c < this.channels; c += 1) {
        const energy = this.filters[c]!.sumOfSquares(planar[c]!, at, at + take);
        this.stepSum += this.weights[c]! * energy;
      }
      at += take;
      this.stepFilled += take;
      if (this.stepFilled === this.stepFrames) {
        this.steps.push(this.stepSum / this.stepFrames);
        this.stepSum = 0;
        this.stepFilled = 0;
      }
    }
  }

  /** Integrated loudness (LUFS) and loudness range (LU), rounded to 0.01; a partial last block is dropped. */
  result(): LoudnessReading {
    const steps = this.steps.values();
    return {
      integratedLufs: round2(integrated(windowEnergies(steps, STEPS_PER_BLOCK))),
      rangeLu: round2(loudnessRange(windowEnergies(steps, STEPS_PER_SHORT_TERM))),
    };
  }
}

/** The mean energy of every run of `width` consecutive steps (one window per step). */
function windowEnergies(steps: Float32Array, width: number): Float64Array {
  const count = steps.length - width + 1;
  if (count <= 0) return new Float64Array(0);
  const out = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < width; i += 1) sum += steps[i]!;
  out[0] = sum / width;
  for (let i = 1; i < count; i += 1) {
    sum += steps[i + width - 1]! - steps[i - 1]!;
    // The running sum drifts by rounding over hours of blocks; a silent block must stay exactly silent.
    out[i] = Math.max(0, sum / width);
  }
  return out;
}

/** BS.1770-4 gated integrated loudness of 400 ms block energies; null when every block is below −70 LUFS. */
export function integrated(blocks: Float64Array): number | null {
  const absoluteEnergy = energyOf(ABSOLUTE_GATE_LUFS);
  let sum = 0;
  let count = 0;
  for (const e of blocks) {
    if (e > absoluteEnergy) {
      sum += e;
      count += 1;
    }
  }
  if (count === 0) return null;
  const relativeEnergy = energyOf(lufs(sum / count) + RELATIVE_GATE_LU);
  let gatedSum = 0;
  let gatedCount = 0;
  for (const e of blocks) {
    if (e > absoluteEnergy && e > relativeEnergy) {
      gatedSum += e;
      gatedCount += 1;
    }
  }
  return lufs(gatedSum / gatedCount);
}

/**
 * EBU Tech 3342 loudness range of 3 s short-term energies: gated at −70 LUFS, then 20 LU below the power
 * mean of what passed; the spread between the 10th and 95th percentiles of the remaining loudness values.
 */
export function loudnessRange(shortTerm: Float64Array): number | null {
  const absoluteEnergy = energyOf(ABSOLUTE_GATE_LUFS);
  const passed = shortTerm.filter((e) => e > absoluteEnergy);
  if (passed.length === 0) return null;
  let sum = 0;
  for (const e of passed) sum += e;
  const relativeEnergy = energyOf(lufs(sum / passed.length) + RANGE_RELATIVE_GATE_LU);
  const levels = Float64Array.from(
    passed.filter((e) => e > relativeEnergy),
    lufs,
  ).sort();
  return percentile(levels, 0.95) - percentile(levels, 0.1);
}

/** Linear interpolation between the closest ranks of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

function round2(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}
