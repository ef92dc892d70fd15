/**
 * The onset envelope beat tracking reads: the signal mixed to mono, cut into 5 ms frames, and for each
 * frame how much its log energy rose over the previous one, in the full band and below ~150 Hz (where
 * kicks and bass mark the bar). Streaming: four bytes per frame and band are kept, 1.4 MB an hour.
 */
import { Series } from "./series";

/** Frames a second. */
export const ONSET_RATE = 200;
/** Energy floor (−60 dB): rises out of anything quieter are not onsets, so hiss does not count. */
const FLOOR = 1e-6;
/**
 * The low band's floor is −40 dB: 5 ms of a 150 Hz band holds about one degree of freedom, so the energy
 * of quiet noise there swings by tens of dB from frame to frame; a kick is far above it.
 */
const LOW_FLOOR = 1e-4;
/** The low band's one-pole cut-off, applied twice. */
const LOW_HZ = 150;
/** Longer signals are not tracked (a DJ mix of hours has no single grid, and memory stays bounded). */
const MAX_TRACKED_SECONDS = 2 * 3600;

/** Positive log-energy rises per frame, full band and low band, at `frameRate` frames a second. */
export interface OnsetEnvelope {
  frameRate: number;
  full: Float32Array;
  low: Float32Array;
}

/**
 * @example const o = new OnsetDetector(44100, 2); o.push([l, r], l.length); estimateTempo(o.envelope());
 */
export class OnsetDetector {
  private readonly hop: number;
  private readonly lowCoefficient: number;
  private readonly full = new Series(8192);
  private readonly low = new Series(8192);
  private readonly maxFrames: number;
  private lp1 = 0;
  private lp2 = 0;
  private fullSum = 0;
  private lowSum = 0;
  private filled = 0;
  private lastFull = Math.log10(FLOOR);
  private lastLow = Math.log10(LOW_FLOOR);

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
  ) {
    this.hop = Math.max(1, Math.round(sampleRate / ONSET_RATE));
    this.lowCoefficient = 1 - Math.exp((-2 * Math.PI * LOW_HZ) / sampleRate);
    this.maxFrames = Math.ceil((MAX_TRACKED_SECONDS * sampleRate) / this.hop);
  }

  push(planar: readonly Float32Array[], frames: number): void {
    if (this.full.length >= this.maxFrames) return;
    const scale = 1 / this.channels;
    const k = this.lowCoefficient;
    let { lp1, lp2, fullSum, lowSum, filled } = this;
    for (let n = 0; n < frames; n += 1) {
      let x = 0;
      for (let c = 0; c < this.channels; c += 1) x += planar[c]![n]!;
      x *= scale;
      lp1 += k * (x - lp1);
      lp2 += k * (lp1 - lp2);
      fullSum += x * x;
      lowSum += lp2 * lp2;
      filled += 1;
      if (filled === this.hop) {
        this.frame(fullSum / filled, lowSum / filled);
        fullSum = 0;
        lowSum = 0;
        filled = 0;
      }
    }
    // Denormals in a silent tail would slow the filter for nothing.
    this.lp1 = Math.abs(lp1) < 1e-30 ? 0 : lp1;
    this.lp2 = Math.abs(lp2) < 1e-30 ? 0 : lp2;
    this.fullSum = fullSum;
    this.lowSum = lowSum;
    this.filled = filled;
  }

  private frame(fullEnergy: number, lowEnergy: number): void {
    const full = Math.log10(FLOOR + fullEnergy);
    const low = Math.log10(LOW_FLOOR + lowEnergy);
    this.full.push(Math.max(0, full - this.lastFull));
    this.low.push(Math.max(0, low - this.lastLow));
    this.lastFull = full;
    this.lastLow = low;
  }

  /** The envelope so far; null when the signal was longer than beat tracking covers. */
  envelope(): OnsetEnvelope | null {
    if (this.full.length >= this.maxFrames) return null;
    return { frameRate: this.sampleRate / this.hop, full: this.full.values(), low: this.low.values() };
  }
}
