import { describe, expect, it } from "vitest";
import { planMix } from "./mix-plan";
import type { Track, TrackAnalysis } from "./types";

const t = (analysis: TrackAnalysis | null, duration = 200): Track => ({ id: 1, duration, analysis });
// 120 BPM: a beat is 0.5 s, a 16-beat phrase 8 s; downbeat at 1 s, so phrases start at 1, 9, 17 … 169, 177 …
const out = (extra: TrackAnalysis = {}) => t({ bpm: 120, gridStable: true, firstDownbeatMs: 1000, ...extra });
const inc = (extra: TrackAnalysis = {}) =>
  t({ bpm: 122, gridStable: true, firstDownbeatMs: 500, mixInMs: 2000, ...extra });

describe("planMix", () => {
  it("starts an aligned mix on the last phrase boundary before fadeOutAt, in whole bars", () => {
    const plan = planMix(out(), inc(), 100);
    // 85 % of 200 s = 170 s; the boundary at or before it is 169 s.
    expect(plan).toMatchObject({ aligned: true, at: 169, offset: 2 });
    expect(plan.duration).toBeCloseTo(6); // 5 s rounded to whole bars of 2 s
    expect(plan.lead).toBeCloseTo(Math.min(1.5, 2 / plan.rate));
  });

  it("starts at the outgoing mix-out point, and never on a boundary already passed", () => {
    expect(planMix(out({ mixOutMs: 153_000 }), inc(), 10).at).toBeCloseTo(153);
    expect(planMix(out(), inc(), 171).at).toBeCloseTo(177);
    // The incoming track starts at its first downbeat when it has no mix-in point.
    expect(planMix(out(), inc({ mixInMs: null }), 10).offset).toBeCloseTo(0.5);
  });

  it("matches the tempo with the rate, also at 2:1", () => {
    expect(planMix(out(), inc(), 0).rate).toBeCloseTo(120 / 122, 6);
    expect(planMix(out(), inc({ bpm: 116 }), 0).rate).toBeCloseTo(120 / 116, 6);
    // Half and double tempo: beats land on every other beat.
    expect(planMix(out(), inc({ bpm: 61 }), 0)).toMatchObject({ aligned: true });
    expect(planMix(out(), inc({ bpm: 61 }), 0).rate).toBeCloseTo(60 / 61, 6);
    expect(planMix(out(), inc({ bpm: 236 }), 0).rate).toBeCloseTo(240 / 236, 6);
  });

  it("refuses alignment without stable grids, beyond ±6 %, or when the mix cannot finish in time", () => {
    const plain = { aligned: false, at: 170, duration: 5, offset: 0, rate: 1, lead: 0 };
    expect(planMix(out(), inc({ bpm: 130 }), 0)).toEqual(plain); // +8.3 %
    expect(planMix(out(), inc({ bpm: 90 }), 0)).toEqual(plain); // neither near 1:1 nor 2:1
    expect(planMix(out({ gridStable: false }), inc(), 0)).toEqual(plain);
    expect(planMix(out(), inc({ gridStable: null }), 0)).toEqual(plain);
    expect(planMix(out(), t(null), 0)).toEqual(plain);
    expect(planMix(out({ bpm: 0 }), inc(), 0)).toEqual(plain);
    // Past the last boundary that leaves room for the mix: the plain mix with the time left.
    expect(planMix(out(), inc(), 196)).toEqual({ ...plain, at: 196, duration: 4 });
    // The tolerance is an option.
    expect(planMix(out(), inc({ bpm: 130 }), 0, { tolerance: 0.1 }).aligned).toBe(true);
  });

  it("plans the plain mix from fadeOutAt with the options and the track length", () => {
    expect(planMix(t(null, 0), t(null), 0, { length: 100, mixDuration: 8, fadeOutAt: 0.5 })).toEqual({
      aligned: false,
      at: 50,
      duration: 8,
      offset: 0,
      rate: 1,
      lead: 0,
    });
  });
});
