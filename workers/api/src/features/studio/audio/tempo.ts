/**
 * Tempo, beats and mix points from an onset envelope (onsets.ts). Pure.
 *
 * 1. The beat period: the strongest autocorrelation lag of the (slightly smoothed) envelope between 60
 *    and 200 BPM, refined to a fraction of a frame; then the guards: a lag of 1.5 beats (a kick pattern
 *    on one and the and-of-three) gives way to its 2/3, and half the lag (double tempo) is the beat where
 *    it correlates almost as strongly (a 174 BPM track whose every other beat is also its backbeat reads
 *    174, not 87; an 87 BPM track has nothing between its beats and stays 87), or well enough while the
 *    double stays at most 160 BPM. A track whose 8th notes are as strong as its beats can still read
 *    double; the player's mix accepts tempos in a 2:1 ratio, so it still mixes on the beat.
 * 2. The beats: dynamic programming over the envelope (Ellis 2007), each beat rewarded for its onset and
 *    penalised for straying from the period, traced back from the end.
 * 3. The grid: a least-squares line through the beats that carry a real onset, numbered by whole periods,
 *    so BPM is exact to hundredths over a whole track; `gridStable` says whether that one line holds (90 %
 *    of the beats within 30 ms of it), which a tempo drift, a live drummer or a change of tempo breaks.
 * 4. The downbeat: the one of four beat phases with the strongest onsets, low band first (kicks, bass).
 *    Mix points sit on the grid: in at the first downbeat, out at the last 8-bar phrase boundary before
 *    the beats stop (the outro or trailing silence).
 */
import type { OnsetEnvelope } from "./onsets";

export interface TempoReading {
  /** Beats per minute, to 0.01. */
  bpm: number | null;
  /** 0–1: the share of the grid's beats, from the first tracked to the last, that land on an onset. */
  confidence: number | null;
  firstBeatMs: number | null;
  firstDownbeatMs: number | null;
  mixInMs: number | null;
  mixOutMs: number | null;
  gridStable: boolean | null;
}

export const NO_TEMPO: TempoReading = {
  bpm: null,
  confidence: null,
  firstBeatMs: null,
  firstDownbeatMs: null,
  mixInMs: null,
  mixOutMs: null,
  gridStable: null,
};

const MIN_BPM = 60;
const MAX_BPM = 200;
/** Double tempo is the beat when its lag correlates this share as strongly as the slower one… */
const OCTAVE_SHARE_ANY = 0.95;
/** …or this share while the faster tempo is at most OCTAVE_ZONE_BPM. */
const OCTAVE_SHARE = 0.4;
const OCTAVE_ZONE_BPM = 160;
/** 1.5× the tempo is the beat (a 1.5-beat kick pattern) when its lag correlates this share as strongly. */
const THIRDS_SHARE = 0.5;
/** The autocorrelation's smoothing, ±2 frames (±10 ms). */
const SMOOTHING_FRAMES = 2;
/** How hard the tracker holds to the period (Ellis's "tightness"), for an envelope of unit deviation. */
const TIGHTNESS = 100;
/**
 * A beat's onset counts when it reaches this share of the loud beats' (90th percentile) onset, so an
 * unaccented beat 10 dB under the downbeat still counts, and stands a deviation above the envelope's mean,
 * so a beat the tracker carried through a silence or through noise does not.
 */
const STRONG_SHARE = 0.15;
/** Fewer onsets on beats than this and there is no tempo to speak of. */
const MIN_BEATS = 8;
const ON_GRID_SECONDS = 0.03;
const STABLE_SHARE = 0.9;
const BEATS_PER_BAR = 4;
const PHRASE_BEATS = 8 * BEATS_PER_BAR;

/**
 * @example estimateTempo(detector.envelope()) // { bpm: 128, firstBeatMs: 312, gridStable: true, … }
 */
export function estimateTempo(envelope: OnsetEnvelope | null): TempoReading {
  if (!envelope || envelope.full.length < 4 * envelope.frameRate) return NO_TEMPO;
  const { frameRate } = envelope;
  const onsets = normalised(envelope.full, envelope.low);
  if (!onsets) return NO_TEMPO;
  const period = beatPeriod(onsets, frameRate);
  if (period === null) return NO_TEMPO;
  const beats = trackBeats(onsets, period);
  const grid = fitGrid(onsets, beats, period, frameRate);
  if (!grid || grid.onGrid === 0) return NO_TEMPO;
  const { origin, seconds, numbered, onGrid } = grid;
  const fitting = numbered.filter((b) => Math.abs(b.time - origin - b.k * seconds) <= ON_GRID_SECONDS);
  // The grid holds when one line explains the tracked beats, or when its own beats land on onsets (the
  // tracker may wander to an off-beat hat for a bar while the kicks stay on the grid).
  const span = numbered[numbered.length - 1]!.k - numbered[0]!.k;
  const landed = gridShare(onsets, grid, numbered[0]!.k, numbered[0]!.k + span, frameRate);
  const stable =
    numbered.length >= 2 * MIN_BEATS && Math.max(onGrid / numbered.length, landed) >= STABLE_SHARE;
  // On a stable grid the tracker may have bent its first or last beat towards a stray onset (noise
  // starting with the file); the line fitted on everything between finds the real ones. Without one,
  // the beats are where the onsets are.
  const beatsOn = stable ? fitting : numbered;
  const first = stable ? extend(onsets, grid, beatsOn[0]!.k, -1, frameRate) : beatsOn[0]!.k;
  const last = stable ? extend(onsets, grid, beatsOn[beatsOn.length - 1]!.k, 1, frameRate) : 0;
  const downbeat = first + downbeatPhase(envelope, beatsOn, first, frameRate);
  // A grid fitted through beats at the very start can place the first a few ms before zero.
  const at = (k: number) =>
    Math.max(
      0,
      Math.round((stable ? origin + k * seconds : (beatsOn.find((b) => b.k >= k)?.time ?? 0)) * 1000),
    );
  const phrases = Math.floor((last - downbeat) / PHRASE_BEATS);
  return {
    bpm: Math.round(6000 / seconds) / 100,
    confidence: Math.round(landed * 100) / 100,
    firstBeatMs: at(first),
    firstDownbeatMs: at(downbeat),
    mixInMs: stable ? at(downbeat) : null,
    mixOutMs: stable && phrases >= 1 ? at(downbeat + phrases * PHRASE_BEATS) : null,
    gridStable: stable,
  };
}

/** Full and low band summed and scaled to unit standard deviation; null for a flat envelope. */
function normalised(full: Float32Array, low: Float32Array): Float64Array | null {
  const out = new Float64Array(full.length);
  let sum = 0;
  for (let i = 0; i < out.length; i += 1) {
    out[i] = full[i]! + low[i]!;
    sum += out[i]!;
  }
  const mean = sum / out.length;
  let variance = 0;
  for (const v of out) variance += (v - mean) ** 2;
  const deviation = Math.sqrt(variance / out.length);
  if (!(deviation > 1e-9)) return null;
  for (let i = 0; i < out.length; i += 1) out[i]! /= deviation;
  return out;
}

/** Unbiased autocorrelation of the mean-removed envelope at each lag in [from, to]. */
function autocorrelation(onsets: Float64Array, from: number, to: number): Float64Array {
  let mean = 0;
  for (const v of onsets) mean += v;
  mean /= onsets.length;
  const centred = onsets.map((v) => v - mean);
  const r = new Float64Array(to + 2);
  for (let lag = Math.max(1, from); lag <= to + 1; lag += 1) {
    let sum = 0;
    for (let i = 0; i + lag < centred.length; i += 1) sum += centred[i]! * centred[i + lag]!;
    r[lag] = sum / (centred.length - lag);
  }
  return r;
}

/** The peak of r nearest `lag` (within ±radius), refined by a parabola through its neighbours. */
function peakNear(r: Float64Array, lag: number, radius: number): { lag: number; value: number } {
  let best = Math.round(lag);
  for (let l = Math.round(lag - radius); l <= Math.round(lag + radius); l += 1) {
    if (l > 1 && l < r.length - 1 && r[l]! > r[best]!) best = l;
  }
  const a = r[best - 1] ?? 0;
  const b = r[best]!;
  const c = r[best + 1] ?? 0;
  const curve = a - 2 * b + c;
  const shift = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / curve)) : 0;
  return { lag: best + shift, value: b };
}

/** The beat period in frames (fractional), or null when no lag in range correlates. */
function beatPeriod(onsets: Float64Array, frameRate: number): number | null {
  const shortest = Math.floor((frameRate * 60) / MAX_BPM);
  const longest = Math.ceil((frameRate * 60) / MIN_BPM);
  const r = autocorrelation(smoothed(onsets), Math.floor(shortest / 2) - 1, longest);
  let best = shortest;
  for (let lag = shortest; lag <= longest; lag += 1) if (r[lag]! > r[best]!) best = lag;
  if (!(r[best]! > 0)) return null;
  let peak = peakNear(r, best, 0);
  const bpmOf = (lag: number) => (frameRate * 60) / lag;
  // A bar pattern with a kick on one and a half (0, 2.5 …) repeats every 1.5 beats: the beat is 2/3 of it.
  const twoThirds = peakNear(r, (peak.lag * 2) / 3, 1.5);
  if (
    twoThirds.lag >= shortest &&
    twoThirds.value >= THIRDS_SHARE * peak.value &&
    bpmOf(twoThirds.lag) <= OCTAVE_ZONE_BPM
  ) {
    peak = twoThirds;
  }
  // Half the lag is double the tempo: taken when it correlates almost as well (an even pulse, a click
  // track at 174), or well enough while the faster tempo stays in the range most music is tapped in.
  while (peak.lag / 2 >= shortest) {
    const half = peakNear(r, peak.lag / 2, 1.5);
    const share = half.value / peak.value;
    if (!(share >= OCTAVE_SHARE_ANY || (share >= OCTAVE_SHARE && bpmOf(half.lag) <= OCTAVE_ZONE_BPM))) break;
    peak = half;
  }
  return peak.lag;
}

/**
 * The envelope under a ±10 ms triangle, for the autocorrelation only: a beat period falls between whole
 * frames, and a one-frame click would otherwise correlate with itself only at whole-frame lags.
 */
function smoothed(onsets: Float64Array): Float64Array {
  const out = new Float64Array(onsets.length);
  for (let i = 0; i < onsets.length; i += 1) {
    let sum = 0;
    let weight = 0;
    for (let k = -SMOOTHING_FRAMES; k <= SMOOTHING_FRAMES; k += 1) {
      const v = onsets[i + k];
      if (v === undefined) continue;
      const w = SMOOTHING_FRAMES + 1 - Math.abs(k);
      sum += v * w;
      weight += w;
    }
    out[i] = sum / weight;
  }
  return out;
}

/** Beat frames by dynamic programming (Ellis 2007): onset strength plus a log-gaussian period penalty. */
function trackBeats(onsets: Float64Array, period: number): number[] {
  const n = onsets.length;
  const score = new Float64Array(n);
  const previous = new Int32Array(n).fill(-1);
  const nearest = Math.max(1, Math.round(period / 2));
  const farthest = Math.round(2 * period);
  for (let t = 0; t < n; t += 1) {
    let best = 0;
    for (let tau = Math.max(0, t - farthest); tau <= t - nearest; tau += 1) {
      const stretch = Math.log((t - tau) / period);
      const value = score[tau]! - TIGHTNESS * stretch * stretch;
      if (value > best) {
        best = value;
        previous[t] = tau;
      }
    }
    score[t] = onsets[t]! + best;
  }
  let end = n - 1;
  for (let t = Math.max(0, n - Math.round(period)); t < n; t += 1) if (score[t]! > score[end]!) end = t;
  const beats: number[] = [];
  for (let t = end; t >= 0; t = previous[t]!) beats.push(t);
  return beats.reverse();
}

interface NumberedBeat {
  /** Whole periods since the first beat the tracker found. */
  k: number;
  /** The onset's time in seconds. */
  time: number;
  frame: number;
}

interface Grid {
  origin: number;
  seconds: number;
  numbered: NumberedBeat[];
  onGrid: number;
  /** The onset strength a beat needs to count. */
  floor: number;
}

/** Walks the grid from beat `k` in `step` while each next grid beat has a counted onset on it. */
function extend(onsets: Float64Array, grid: Grid, k: number, step: 1 | -1, frameRate: number): number {
  while (onsetOn(onsets, grid, k + step, frameRate) === true) k += step;
  return k;
}

/** Whether grid beat `k` has a counted onset within 30 ms: true/false, or null off the signal's ends. */
function onsetOn(onsets: Float64Array, grid: Grid, k: number, frameRate: number): boolean | null {
  const time = grid.origin + k * grid.seconds;
  const frame = Math.round(time * frameRate);
  if (frame < 0 || frame >= onsets.length) return null;
  const found = locate(onsets, frame, Math.round(ON_GRID_SECONDS * frameRate));
  if (found.strength < grid.floor || Math.abs(found.position / frameRate - time) > ON_GRID_SECONDS)
    return false;
  return true;
}

/** The share of the grid's beats from `first` to `last` that land on a counted onset. */
function gridShare(onsets: Float64Array, grid: Grid, first: number, last: number, frameRate: number): number {
  let hits = 0;
  for (let k = first; k <= last; k += 1) if (onsetOn(onsets, grid, k, frameRate)) hits += 1;
  return hits / Math.max(1, last - first + 1);
}

/**
 * The line t = origin + k × seconds through the beats with a real onset. Beats are numbered by rounding
 * each gap to whole periods, so a break in the music keeps the count.
 */
function fitGrid(onsets: Float64Array, beats: number[], period: number, frameRate: number): Grid | null {
  const located = beats.map((frame) => locate(onsets, frame));
  const strengths = located.map((b) => b.strength).sort((a, b) => a - b);
  const typical = strengths[Math.floor(0.9 * (strengths.length - 1))] ?? 0;
  let mean = 0;
  for (const v of onsets) mean += v;
  const floor = Math.max(STRONG_SHARE * typical, mean / onsets.length + 1);
  const numbered: NumberedBeat[] = [];
  let k = 0;
  for (let i = 0; i < located.length; i += 1) {
    if (i > 0) k += Math.max(1, Math.round((located[i]!.frame - located[i - 1]!.frame) / period));
    if (located[i]!.strength >= floor) {
      numbered.push({ k, time: located[i]!.position / frameRate, frame: located[i]!.frame });
    }
  }
  if (numbered.length < MIN_BEATS) return null;
  let line = leastSquares(numbered);
  // Once more without the beats far off the first line (a fill, a stray accent).
  const inliers = numbered.filter((b) => Math.abs(b.time - line.origin - b.k * line.seconds) <= 0.05);
  if (inliers.length >= MIN_BEATS) line = leastSquares(inliers);
  if (!(line.seconds > 0)) return null;
  const onGrid = numbered.filter(
    (b) => Math.abs(b.time - line.origin - b.k * line.seconds) <= ON_GRID_SECONDS,
  ).length;
  return { ...line, numbered, onGrid, floor };
}

/** The onset peak within `reach` frames of a beat, its position refined by a parabola. */
function locate(
  onsets: Float64Array,
  frame: number,
  reach = 2,
): { frame: number; position: number; strength: number } {
  let best = frame;
  for (let f = Math.max(0, frame - reach); f <= Math.min(onsets.length - 1, frame + reach); f += 1) {
    if (onsets[f]! > onsets[best]!) best = f;
  }
  const a = onsets[best - 1] ?? 0;
  const b = onsets[best]!;
  const c = onsets[best + 1] ?? 0;
  const curve = a - 2 * b + c;
  const shift = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / curve)) : 0;
  return { frame: best, position: best + shift, strength: b };
}

function leastSquares(beats: NumberedBeat[]): { origin: number; seconds: number } {
  const n = beats.length;
  let sk = 0;
  let st = 0;
  for (const b of beats) {
    sk += b.k;
    st += b.time;
  }
  const mk = sk / n;
  const mt = st / n;
  let covariance = 0;
  let variance = 0;
  for (const b of beats) {
    covariance += (b.k - mk) * (b.time - mt);
    variance += (b.k - mk) ** 2;
  }
  const seconds = variance > 0 ? covariance / variance : 0;
  return { origin: mt - seconds * mk, seconds };
}

/** Which beat of four (0–3, counted from the first) starts the bar: the strongest low-band onsets. */
function downbeatPhase(
  envelope: OnsetEnvelope,
  beats: NumberedBeat[],
  first: number,
  frameRate: number,
): number {
  const sums = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  const reach = Math.max(1, Math.round(frameRate * 0.01));
  for (const b of beats) {
    let accent = 0;
    for (let f = Math.max(0, b.frame - reach); f <= b.frame + reach && f < envelope.low.length; f += 1) {
      accent = Math.max(accent, envelope.low[f]! + 0.25 * envelope.full[f]!);
    }
    const phase = (b.k - first) % BEATS_PER_BAR;
    sums[phase]! += accent;
    counts[phase]! += 1;
  }
  const means = sums.map((s, i) => (counts[i]! > 0 ? s / counts[i]! : 0));
  // Without a clear accent (within 5 %) the first beat is taken as the downbeat.
  let best = 0;
  for (let p = 1; p < BEATS_PER_BAR; p += 1) if (means[p]! > means[best]! * 1.05) best = p;
  return best;
}
