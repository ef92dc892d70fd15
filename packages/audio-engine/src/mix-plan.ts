import type { MixPlan, Track } from "./types";

export interface MixPlanOptions {
  /** Seconds of the outgoing track (default its `duration`). */
  length?: number;
  /** Seconds of the crossfade; an aligned mix rounds it to whole bars. Default 5. */
  mixDuration?: number;
  /** Fraction of the outgoing track where an unaligned mix starts. Default 0.85. */
  fadeOutAt?: number;
  /** Largest tempo difference matched by changing the rate, as a fraction (also at 2:1). Default 0.06. */
  tolerance?: number;
}

/**
 * When and how to mix `incoming` into `outgoing`, whose playhead is at `now` seconds. When both tracks
 * have stable beat grids and tempos within `tolerance` (or at 2:1), the mix is aligned: it starts on a
 * phrase boundary of the outgoing track (its `mixOutMs`, else the last boundary before `fadeOutAt`, never
 * one already passed), the incoming track starts at its `mixInMs` (else its first downbeat) with the rate
 * that matches its tempo, and lasts whole bars. Otherwise it is the plain mix: from `fadeOutAt`, for
 * `mixDuration` or what is left. An aligned mix starts the incoming track silently up to 1.5 s early
 * (`lead`), so its phase can be corrected before it is heard.
 *
 * @example
 * const plan = planMix(current, next, 170, { length: 200 });
 * // { aligned: true, at: 171.43, duration: 5.71, offset: 2, rate: 1.0083, lead: 1.5 }
 */
export function planMix(
  outgoing: Track,
  incoming: Track,
  now: number,
  options: MixPlanOptions = {},
): MixPlan {
  const { mixDuration = 5, fadeOutAt = 0.85, tolerance = 0.06 } = options;
  const length = options.length ?? outgoing.duration ?? 0;
  const start = Math.max(now, length * fadeOutAt);
  const plain: MixPlan = {
    aligned: false,
    at: start,
    duration: Math.max(0, Math.min(mixDuration, length - start)),
    offset: 0,
    rate: 1,
    lead: 0,
  };
  const a = outgoing.analysis;
  const b = incoming.analysis;
  if (!a?.gridStable || !b?.gridStable || !(a.bpm! > 0) || !(b.bpm! > 0)) return plain;
  const ratio = a.bpm! / b.bpm!;
  // 2:1 either way: the incoming beats land on every other beat, or twice per beat.
  const rate = ratio / (ratio > 1.5 ? 2 : ratio < 0.75 ? 0.5 : 1);
  if (!(Math.abs(rate - 1) <= tolerance)) return plain;
  const beat = 60 / a.bpm!;
  // A phrase: 16 beats (4 bars of 4/4).
  const phrase = beat * 16;
  const first = (a.firstDownbeatMs ?? a.firstBeatMs ?? 0) / 1000;
  const duration = beat * 4 * Math.max(1, Math.round(mixDuration / (beat * 4)));
  // The last boundary at or before the mix-out point (1 ms of slack for rounded points), else the next one.
  let at =
    first + Math.floor((((a.mixOutMs ?? length * fadeOutAt * 1000) + 1) / 1000 - first) / phrase) * phrase;
  if (at < now) at = first + Math.ceil((now - first) / phrase) * phrase;
  const offset = (b.mixInMs ?? b.firstDownbeatMs ?? 0) / 1000;
  // Also refuses what is not a number (a corrupt grid).
  if (!(at >= first && at + duration <= length)) return plain;
  return { aligned: true, at, duration, offset, rate, lead: Math.min(1.5, offset / rate) };
}
