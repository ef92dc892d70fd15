/**
 * The K-weighting of ITU-R BS.1770-4 for any sample rate. The recommendation tabulates the two biquads for
 * 48 kHz only; here they are derived from their analogue prototypes (a high shelf of +4 dB around 1.7 kHz,
 * then the RLB high-pass around 38 Hz) by the bilinear transform with frequency pre-warping, which gives the
 * 48 kHz table to the printed digits and the same response at 44.1 kHz, 96 kHz or 22.05 kHz.
 */

/** A biquad's normalised coefficients (a0 = 1): y = b0·x + b1·x₁ + b2·x₂ − a1·y₁ − a2·y₂. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The analogue prototypes' parameters, fitted to the 48 kHz table (as libebur128 and pyloudnorm use them).
const SHELF_HZ = 1681.974450955533;
const SHELF_GAIN_DB = 3.999843853973347;
const SHELF_Q = 0.7071752369554196;
/** The shelf's band-gain exponent (Vb = Vh^x): how the +4 dB is split between the two zeros. */
const SHELF_BAND_EXPONENT = 0.4996667741545416;
const HIGHPASS_HZ = 38.13547087602444;
const HIGHPASS_Q = 0.5003270373238773;

/**
 * Stage 1 (the head's acoustic effect) and stage 2 (the revised low-frequency B-curve) at `sampleRate`.
 *
 * @example kWeighting(48000)[0].a1 // -1.69065929318241 (BS.1770-4 table 1)
 */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  if (!(sampleRate > 2 * SHELF_HZ)) throw new RangeError(`Cannot K-weight at ${sampleRate} Hz`);
  let k = Math.tan((Math.PI * SHELF_HZ) / sampleRate);
  const vh = 10 ** (SHELF_GAIN_DB / 20);
  const vb = vh ** SHELF_BAND_EXPONENT;
  let a0 = 1 + k / SHELF_Q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / SHELF_Q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / SHELF_Q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / SHELF_Q + k * k) / a0,
  };
  k = Math.tan((Math.PI * HIGHPASS_HZ) / sampleRate);
  a0 = 1 + k / HIGHPASS_Q + k * k;
  // The recommendation's high-pass keeps an unnormalised numerator of (1, −2, 1): its passband gain of
  // ≈1.0 is part of the −0.691 dB calibration, so it is not rescaled here either.
  const highpass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / HIGHPASS_Q + k * k) / a0,
  };
  return [shelf, highpass];
}

/**
 * Runs one channel through both K-weighting stages and returns the sum of squares of the output, keeping
 * the filter state between calls so a signal can be fed in any number of windows.
 */
export class KWeightedEnergy {
  private readonly shelf: Biquad;
  private readonly highpass: Biquad;
  // Direct form I state: inputs and outputs of each stage.
  private x1 = 0;
  private x2 = 0;
  private m1 = 0;
  private m2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(sampleRate: number) {
    [this.shelf, this.highpass] = kWeighting(sampleRate);
  }

  /** The sum of squared K-weighted samples of `samples[from, to)`. */
  sumOfSquares(samples: Float32Array, from: number, to: number): number {
    const s = this.shelf;
    const h = this.highpass;
    let { x1, x2, m1, m2, y1, y2 } = this;
    let sum = 0;
    for (let i = from; i < to; i += 1) {
      const x = samples[i]!;
      const m = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * m1 - s.a2 * m2;
      const y = h.b0 * m + h.b1 * m1 + h.b2 * m2 - h.a1 * y1 - h.a2 * y2;
      x2 = x1;
      x1 = x;
      m2 = m1;
      m1 = m;
      y2 = y1;
      y1 = y;
      sum += y * y;
    }
    // Denormals would slow a long silent tail to a crawl; nothing audible is lost below 1e-30.
    if (Math.abs(y1) < 1e-30) y1 = 0;
    if (Math.abs(y2) < 1e-30) y2 = 0;
    if (Math.abs(m1) < 1e-30) m1 = 0;
    if (Math.abs(m2) < 1e-30) m2 = 0;
    this.x1 = x1;
    this.x2 = x2;
    this.m1 = m1;
    this.m2 = m2;
    this.y1 = y1;
    this.y2 = y2;
    return sum;
  }
}
