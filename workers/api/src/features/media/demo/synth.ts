import { addHat, addKick, addNote, addSnare, type Wave } from "./instruments";
import { type Mode, midiToHz, NOTE_NAMES, PROGRESSIONS, scaleNote, triadSteps } from "./music-theory";
import { createRng, type Rng } from "./prng";

/** Bump when the sound changes: cached files live under `.cache/demo-media/<version>/`. */
export const GENERATOR_VERSION = "synth-v1";
export const SAMPLE_RATE = 22_050;
const MIN_S = 35;
const MAX_S = 70;
const TAIL_S = 1.5;

export type DrumStyle = "four-on-floor" | "backbeat" | "half-time";

/** Everything that decides how a track sounds; derived from a seed, so the same seed is the same song. */
export interface TrackPlan {
  seed: number;
  bpm: number;
  tonic: number;
  mode: Mode;
  /** e.g. "F# minor". */
  musicalKey: string;
  progression: readonly number[];
  cycles: number;
  drums: DrumStyle;
  padWave: Wave;
  leadWave: Wave;
  durationMs: number;
}

/**
 * Chooses tempo (70–140 BPM), key, mode, progression, drums and timbres from a seed, and a length of
 * whole four-bar cycles that lands between 35 and 70 seconds (long enough for the 30-second play rule).
 *
 * @example planTrack(7).bpm // the same tempo on every run
 */
export function planTrack(seed: number): TrackPlan {
  const rng = createRng(seed);
  const bpm = rng.int(70, 140);
  const tonic = 48 + rng.int(0, 11); // C3..B3: chords sit around middle C
  const mode: Mode = rng.chance(0.5) ? "major" : "minor";
  const progression = rng.pick(PROGRESSIONS[mode]);
  const cycleS = (4 * 4 * 60) / bpm;
  const target = MIN_S + rng.next() * (MAX_S - MIN_S);
  let cycles = Math.max(1, Math.round(target / cycleS));
  while (cycles * cycleS + TAIL_S > MAX_S) cycles -= 1;
  while (cycles * cycleS + TAIL_S < MIN_S) cycles += 1;
  const drums: DrumStyle = bpm >= 118 ? "four-on-floor" : bpm < 84 ? "half-time" : "backbeat";
  return {
    seed,
    bpm,
    tonic,
    mode,
    musicalKey: `${NOTE_NAMES[tonic % 12]} ${mode}`,
    progression,
    cycles,
    drums,
    padWave: rng.pick(["soft-saw", "triangle", "hollow"] as const),
    leadWave: rng.pick(["triangle", "sine", "hollow"] as const),
    durationMs: Math.round((cycles * cycleS + TAIL_S) * 1000),
  };
}

/** A two-bar melodic motif on an eighth-note grid: scale steps (relative to the tonic) or null for rests. */
function motif(rng: Rng, progression: readonly number[], bar: number): Array<number | null> {
  const steps: Array<number | null> = [];
  let step = 7 + (progression[bar % 4] ?? 0); // start an octave up, on the chord root
  for (let i = 0; i < 16; i += 1) {
    const strong = i % 2 === 0;
    if (!rng.chance(strong ? 0.6 : 0.28)) {
      steps.push(null);
      continue;
    }
    step += rng.pick([-2, -1, -1, 0, 1, 1, 2, 3, -3]);
    step = Math.max(4, Math.min(13, step));
    // On the beat, lean onto a chord tone so the tune agrees with the harmony.
    const chordRoot = progression[(bar + Math.floor(i / 8)) % 4] ?? 0;
    if (strong && ![0, 2, 4].includes((((step - chordRoot) % 7) + 7) % 7)) step += 1;
    steps.push(step);
  }
  return steps;
}

/**
 * Renders a planned track: pad chords, a bass line, a repeated melody with variations, drums, an intro,
 * a breakdown when there is room, and a fade-out. Mono float samples at `SAMPLE_RATE`.
 * `maxSeconds` truncates rendering (tests), never the plan.
 */
export function renderTrack(plan: TrackPlan, maxSeconds = Number.POSITIVE_INFINITY): Float32Array {
  const rng = createRng(plan.seed ^ 0x9e3779b9);
  const seconds = Math.min(plan.durationMs / 1000, maxSeconds);
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const beat = 60 / plan.bpm;
  const bar = beat * 4;
  const note = (step: number, octave = 0) => midiToHz(scaleNote(plan.tonic, plan.mode, step) + octave * 12);
  const themes = [motif(rng, plan.progression, 0), motif(rng, plan.progression, 2)];
  const totalBars = plan.cycles * 4;
  const breakdownCycle = plan.cycles >= 4 ? plan.cycles - 2 : -1;

  for (let b = 0; b < totalBars && b * bar < seconds; b += 1) {
    const t0 = b * bar;
    const cycle = Math.floor(b / 4);
    const degree = plan.progression[b % 4] ?? 0;
    const intro = cycle === 0;
    const breakdown = cycle === breakdownCycle;

    for (const step of triadSteps(degree)) {
      addNote(out, SAMPLE_RATE, {
        wave: plan.padWave,
        hz: note(step),
        start: t0,
        length: bar * 0.98,
        gain: 0.07,
        env: { attack: 0.35, decay: 0.6, sustain: 0.75, release: 0.6 },
        detuneCents: 7,
        tone: 0.35,
      });
    }
    if (!(intro && b < 2)) {
      const bassPattern = plan.drums === "half-time" ? [0, 2.5] : [0, 1.5, 2, 3.5];
      for (const at of bassPattern) {
        const step = at === 3.5 ? degree + 4 : degree;
        addNote(out, SAMPLE_RATE, {
          wave: "hollow",
          hz: note(step, -1),
          start: t0 + at * beat,
          length: beat * 0.8,
          gain: 0.24,
          env: { attack: 0.01, decay: 0.25, sustain: 0.5, release: 0.08 },
          tone: 0.25,
        });
      }
    }
    if (!intro) {
      const theme = themes[Math.floor(b / 2) % 2] ?? [];
      const half = (b % 2) * 8;
      for (let i = 0; i < 8; i += 1) {
        let step = theme[half + i];
        if (step === null || step === undefined) continue;
        if (cycle % 2 === 1 && i === 7) step += 2; // answer phrase: a small variation each other cycle
        let held = 1;
        while (i + held < 8 && theme[half + i + held] === null && held < 3) held += 1;
        addNote(out, SAMPLE_RATE, {
          wave: plan.leadWave,
          hz: note(step),
          start: t0 + i * (beat / 2),
          length: held * (beat / 2) * 0.9,
          gain: breakdown ? 0.12 : 0.16,
          env: { attack: 0.015, decay: 0.12, sustain: 0.6, release: 0.18 },
          vibrato: 0.004,
          tone: 0.6,
        });
      }
    }
    if (!breakdown) addDrums(out, plan, t0, beat, rng, intro);
  }
  master(out, seconds);
  return out;
}

function addDrums(out: Float32Array, plan: TrackPlan, t0: number, beat: number, rng: Rng, intro: boolean) {
  const kicks = plan.drums === "four-on-floor" ? [0, 1, 2, 3] : plan.drums === "backbeat" ? [0, 2, 2.5] : [0];
  const snares = plan.drums === "half-time" ? [2] : [1, 3];
  const hatStep = plan.drums === "half-time" ? 0.25 : 0.5;
  for (let at = 0; at < 4; at += hatStep) {
    addHat(out, SAMPLE_RATE, t0 + at * beat, at % 1 === 0 ? 0.5 : 0.32, rng);
  }
  if (intro) return;
  for (const at of kicks) addKick(out, SAMPLE_RATE, t0 + at * beat, 0.55);
  for (const at of snares) addSnare(out, SAMPLE_RATE, t0 + at * beat, 0.3, rng);
}

/** Soft clip, a 3-second fade-out, then normalise the peak to −1 dBFS. */
function master(out: Float32Array, seconds: number) {
  const fadeFrom = Math.max(0, seconds - 3) * SAMPLE_RATE;
  let peak = 0;
  for (let i = 0; i < out.length; i += 1) {
    let v = Math.tanh((out[i] ?? 0) * 1.3);
    if (i > fadeFrom) v *= Math.max(0, 1 - (i - fadeFrom) / (out.length - fadeFrom));
    out[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  const scale = peak > 0 ? 0.89 / peak : 1;
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) * scale;
}
