import type { Rng } from "./prng";

/** Band-limited single-cycle wavetables: harmonics stop well below Nyquist at 22.05 kHz, so no aliasing hiss. */
const TABLE_SIZE = 2048;
export type Wave = "sine" | "triangle" | "soft-saw" | "hollow";

function table(harmonic: (n: number) => number, count: number): Float32Array {
  const out = new Float32Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i += 1) {
    let v = 0;
    for (let n = 1; n <= count; n += 1) v += harmonic(n) * Math.sin((2 * Math.PI * n * i) / TABLE_SIZE);
    out[i] = v;
  }
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  for (let i = 0; i < TABLE_SIZE; i += 1) out[i] = (out[i] ?? 0) / peak;
  return out;
}

const TABLES: Record<Wave, Float32Array> = {
  sine: table((n) => (n === 1 ? 1 : 0), 1),
  triangle: table((n) => (n % 2 ? (((n - 1) / 2) % 2 ? -1 / (n * n) : 1 / (n * n)) : 0), 9),
  "soft-saw": table((n) => 1 / n ** 1.3, 8),
  hollow: table((n) => (n % 2 ? 1 / n : 0.15 / n), 7),
};

/** Attack/decay/sustain/release in seconds (sustain is a level 0..1). */
export interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

export interface NoteOptions {
  wave: Wave;
  hz: number;
  start: number;
  /** Seconds the key is held; the release follows. */
  length: number;
  gain: number;
  env: Envelope;
  /** Second oscillator detuned by this many cents (chorus warmth), 0 for none. */
  detuneCents?: number;
  /** Vibrato depth as a frequency ratio (0.004 ≈ 7 cents). */
  vibrato?: number;
  /** One-pole low-pass coefficient 0..1 (1 = open); softens bright waves. */
  tone?: number;
}

/** Adds one enveloped oscillator note into `buffer` (mono, `rate` Hz). Hot loop: no allocation per sample. */
export function addNote(buffer: Float32Array, rate: number, o: NoteOptions): void {
  const wave = TABLES[o.wave];
  const first = Math.floor(o.start * rate);
  const end = Math.min(buffer.length, first + Math.floor((o.length + o.env.release) * rate));
  const step = o.hz / rate;
  const step2 = step * 2 ** ((o.detuneCents ?? 0) / 1200);
  const vibrato = o.vibrato ?? 0;
  const vibratoStep = (2 * Math.PI * 5.2) / rate;
  const tone = o.tone ?? 1;
  const attackEnd = Math.floor(o.env.attack * rate);
  const decayEnd = attackEnd + Math.floor(o.env.decay * rate);
  const releaseStart = Math.floor(o.length * rate);
  const releaseLength = Math.max(1, Math.floor(o.env.release * rate));
  const sustain = o.env.sustain;
  let releaseFrom = 0;
  let phase = 0;
  let phase2 = 0.25;
  let smooth = 0;
  for (let i = 0, at = first; at < end; i += 1, at += 1) {
    let amp: number;
    if (i >= releaseStart) amp = releaseFrom * (1 - (i - releaseStart) / releaseLength);
    else {
      amp =
        i < attackEnd
          ? i / attackEnd
          : i < decayEnd
            ? 1 - ((1 - sustain) * (i - attackEnd)) / (decayEnd - attackEnd)
            : sustain;
      releaseFrom = amp;
    }
    const wobble = vibrato ? 1 + vibrato * Math.sin(vibratoStep * i) : 1;
    phase += step * wobble;
    if (phase >= 1) phase -= 1;
    let v = wave[(phase * TABLE_SIZE) | 0] as number;
    if (step2 !== step) {
      phase2 += step2 * wobble;
      if (phase2 >= 1) phase2 -= 1;
      v = 0.5 * (v + (wave[(phase2 * TABLE_SIZE) | 0] as number));
    }
    smooth += tone * (v - smooth);
    buffer[at] = (buffer[at] as number) + smooth * amp * o.gain;
  }
}

/** Kick: a sine swept from ~125 Hz down to 45 Hz with a fast decay. */
export function addKick(buffer: Float32Array, rate: number, start: number, gain: number): void {
  const first = Math.floor(start * rate);
  let phase = 0;
  for (let i = 0; i < rate * 0.35 && first + i < buffer.length; i += 1) {
    const t = i / rate;
    phase += (45 + 80 * Math.exp(-t * 32)) / rate;
    const click = i < 40 ? (1 - i / 40) * 0.3 : 0;
    buffer[first + i] =
      (buffer[first + i] ?? 0) + (Math.sin(2 * Math.PI * phase) + click) * Math.exp(-t * 9) * gain;
  }
}

/** Snare: a noise burst (brightened by differencing) over a short 185 Hz body. */
export function addSnare(buffer: Float32Array, rate: number, start: number, gain: number, rng: Rng): void {
  const first = Math.floor(start * rate);
  let last = 0;
  for (let i = 0; i < rate * 0.22 && first + i < buffer.length; i += 1) {
    const t = i / rate;
    const noise = rng.next() * 2 - 1;
    const bright = noise - 0.6 * last;
    last = noise;
    const body = 0.45 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 25);
    buffer[first + i] = (buffer[first + i] ?? 0) + (0.55 * bright * Math.exp(-t * 17) + body) * gain;
  }
}

/** Closed hi-hat: twice-differenced noise (only the top octave survives), very short. */
export function addHat(buffer: Float32Array, rate: number, start: number, gain: number, rng: Rng): void {
  const first = Math.floor(start * rate);
  let a = 0;
  let b = 0;
  for (let i = 0; i < rate * 0.06 && first + i < buffer.length; i += 1) {
    const noise = rng.next() * 2 - 1;
    const high = noise - 2 * a + b;
    b = a;
    a = noise;
    buffer[first + i] = (buffer[first + i] ?? 0) + 0.25 * high * Math.exp(-(i / rate) * 70) * gain;
  }
}
