/**
 * Waveform levels. WAV peaks are exact sample amplitudes; compressed formats give a loudness envelope from
 * frame-level data (see docs/decisions/0600-audio-facts-and-waveforms.md), built here from timed values.
 */

/**
 * Accumulates values held over time spans into `points` equal slices of a known total, each slice the
 * time-weighted mean of what overlaps it: a one-second Ogg page spreads over every slice it covers, and a
 * slice holding three and a half MP3 frames weighs the half frame as half.
 *
 * @example const e = new Envelope(2, 10); e.add(0, 5, 1); e.add(5, 10, 3); e.means() // [1, 3]
 */
export class Envelope {
  private readonly sum: Float64Array;
  private readonly weight: Float64Array;
  private readonly width: number;

  constructor(
    readonly points: number,
    readonly total: number,
  ) {
    this.sum = new Float64Array(points);
    this.weight = new Float64Array(points);
    this.width = total / points;
  }

  /** `value` held over `[start, end)`, in the unit of `total` (spans past the total are cut off). */
  add(start: number, end: number, value: number): void {
    if (!(end > start) || start >= this.total || !Number.isFinite(value)) return;
    const first = Math.max(0, Math.floor(start / this.width));
    const last = Math.min(this.points - 1, Math.floor(end / this.width));
    for (let i = first; i <= last; i += 1) {
      const overlap = Math.min(end, (i + 1) * this.width) - Math.max(start, i * this.width);
      if (overlap <= 0) continue;
      this.sum[i]! += value * overlap;
      this.weight[i]! += overlap;
    }
  }

  /** Each slice's time-weighted mean; 0 where nothing was added (a file cut short reads as silence). */
  means(): Float64Array {
    return this.sum.map((sum, i) => (this.weight[i]! > 0 ? sum / this.weight[i]! : 0));
  }
}

/** Amplitudes 0–1 (exact sample peaks) as levels 0–255, on the absolute scale so a quiet master looks quiet. */
export function amplitudeLevels(peaks: ArrayLike<number>): Uint8Array {
  return Uint8Array.from(peaks, (p) => Math.min(255, Math.round(Math.max(0, p) * 255)));
}

/**
 * Linear quantities (bits per second) as levels, the largest at 255: a coded-size envelope has no absolute
 * loudness scale, only "busier" and "quieter".
 */
export function relativeLevels(values: ArrayLike<number>): Uint8Array {
  let max = 0;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, values[i]!);
  return Uint8Array.from(values, (v) => (max > 0 ? Math.round((Math.max(0, v) / max) * 255) : 0));
}

/**
 * Logarithmic quantities (MP3 global gain, 1.5 dB a step) as levels: the loudest at 255 and `range` steps
 * below it at 0, so the bar reads like a meter in decibels. Values ≤ 0 mean silence.
 */
export function logLevels(values: ArrayLike<number>, range: number): Uint8Array {
  let max = 0;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, values[i]!);
  const floor = max - range;
  return Uint8Array.from(values, (v) =>
    v <= 0 || max <= 0 ? 0 : Math.max(0, Math.round(((v - floor) / range) * 255)),
  );
}

/**
 * One value per fixed-length frame, for formats whose frame count is only known once walked (MP3 without a
 * Xing header, ADTS). Four bytes a frame: two million frames (14 hours of MP3) is 8 MB.
 */
export class FrameValues {
  private values = new Float32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  /** The frames spread over `points` slices of `frames` frames in all (the header's count, or the walk's). */
  envelope(points: number, frames = this.length): Float64Array {
    const envelope = new Envelope(points, frames);
    for (let i = 0; i < this.length; i += 1) envelope.add(i, i + 1, this.values[i]!);
    return envelope.means();
  }
}
