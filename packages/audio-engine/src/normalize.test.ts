import { describe, expect, it } from "vitest";
import { normalizationGain } from "./normalize";
import type { Track, TrackAnalysis } from "./types";

const t = (analysis: TrackAnalysis | null, albumId?: string): Track => ({ id: 1, analysis, albumId });

describe("normalizationGain", () => {
  it("cuts a loud track to the target whatever its peak", () => {
    expect(normalizationGain(t({ loudnessLufs: -8, truePeakDbtp: 0.4 }))).toBeCloseTo(-6);
    expect(normalizationGain(t({ loudnessLufs: -8 }), { target: -19 })).toBeCloseTo(-11);
  });

  it("caps a boost by the true-peak headroom to the ceiling and by maxBoost", () => {
    // −20 LUFS wants +6 dB; its peak at −4 dBTP leaves 3 dB to the −1 dBTP ceiling.
    expect(normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: -4 }))).toBeCloseTo(3);
    expect(normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: -4 }), { ceiling: -2 })).toBeCloseTo(2);
    // Enough headroom: the full boost, unless maxBoost says less.
    expect(normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: -12 }))).toBeCloseTo(6);
    expect(normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: -12 }), { maxBoost: 4 })).toBeCloseTo(4);
    // A peak already above the ceiling, or unknown: no boost (never a cut for a quiet track).
    expect(normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: 0 }))).toBe(0);
    expect(normalizationGain(t({ loudnessLufs: -20 }))).toBe(0);
    // The limiter holds the peaks, so only maxBoost caps.
    expect(
      normalizationGain(t({ loudnessLufs: -20, truePeakDbtp: -1 }), { target: -11, limiter: true }),
    ).toBeCloseTo(9);
    expect(
      normalizationGain(t({ loudnessLufs: -30, truePeakDbtp: -1 }), { limiter: true, maxBoost: 10 }),
    ).toBeCloseTo(10);
  });

  it("is unity when off or when the loudness is unknown", () => {
    expect(normalizationGain(t({ loudnessLufs: -8, truePeakDbtp: 0 }), { mode: "off" })).toBe(0);
    expect(normalizationGain(t(null))).toBe(0);
    expect(normalizationGain({ id: 2 })).toBe(0);
    expect(normalizationGain(t({ loudnessLufs: null, truePeakDbtp: -3 }))).toBe(0);
    expect(normalizationGain(t({ loudnessLufs: Number.NaN }))).toBe(0);
  });

  it("uses the album's loudness in album mode, and in auto mode when a neighbour shares the album", () => {
    const quiet = t({ loudnessLufs: -18, truePeakDbtp: -10, albumLoudnessLufs: -10 }, "alb");
    expect(normalizationGain(quiet, { mode: "track" })).toBeCloseTo(4);
    // The album is −10 LUFS: every track of it is cut by 4 dB, keeping the quiet one quieter.
    expect(normalizationGain(quiet, { mode: "album" })).toBeCloseTo(-4);
    const sibling = t({ loudnessLufs: -10 }, "alb");
    const stranger = t({ loudnessLufs: -10 }, "other");
    expect(normalizationGain(quiet, { mode: "auto" }, [sibling, undefined])).toBeCloseTo(-4);
    expect(normalizationGain(quiet, { mode: "auto" }, [stranger, undefined])).toBeCloseTo(4);
    expect(normalizationGain(quiet, {}, [])).toBeCloseTo(4);
    // No album loudness measured: the track's own.
    expect(normalizationGain(t({ loudnessLufs: -10 }, "alb"), { mode: "album" })).toBeCloseTo(-4);
    // Tracks without an album id are never one album.
    expect(
      normalizationGain(t({ loudnessLufs: -18, truePeakDbtp: -10, albumLoudnessLufs: -10 }), {}, [t({})]),
    ).toBeCloseTo(4);
  });
});
