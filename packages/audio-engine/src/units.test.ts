import { afterEach, describe, expect, it, vi } from "vitest";
import { equalPower } from "./mixer";
import { clampBand, EQUALIZER_PRESETS, presetFor } from "./presets";
import { defaultSrc, freshTracks, nextIndex, pushHistory, shuffleKeepingFirst } from "./queue";
import { track, tracks } from "./testing/fakes";

afterEach(() => vi.restoreAllMocks());

describe("presets", () => {
  it("holds the product presets (bass, mid, treble dB)", () => {
    expect(EQUALIZER_PRESETS).toEqual({
      Flat: [0, 0, 0],
      "Bass Boost": [7, 2, 1],
      "Treble Boost": [-2, 0, 8],
      "Vocal Boost": [-3, 7, 2],
      Electronic: [4, -2, 3],
      Rock: [3, 0, 3],
      "Hip-Hop": [5, 1, -2],
    });
  });
  it("clamps and rounds bands; names presets or Custom", () => {
    expect([clampBand(12.4), clampBand(-13), clampBand(0.5), clampBand(-0.4)]).toEqual([12, -12, 1, -0]);
    expect(clampBand(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(presetFor(-3, 7, 2)).toBe("Vocal Boost");
    expect(presetFor(1, 1, 1)).toBe("Custom");
  });
});

describe("queue rules", () => {
  it("resolves the source in order audio_file.audio_url, stream_url, url", () => {
    expect(defaultSrc({ id: 1, url: "u", stream_url: "s", audio_file: { audio_url: "a" } })).toBe("a");
    expect(defaultSrc({ id: 1, url: "u", stream_url: "s" })).toBe("s");
    expect(defaultSrc({ id: 1, url: "u", audio_file: {} })).toBe("u");
    expect(defaultSrc({ id: 1 })).toBeUndefined();
  });
  it("shuffles into a permutation with the chosen track first", () => {
    const list = tracks(8);
    for (let i = 0; i < 20; i++) {
      const out = shuffleKeepingFirst(list, 5);
      expect(out[0]).toBe(list[5]);
      expect(new Set(out)).toEqual(new Set(list));
    }
    vi.spyOn(Math, "random").mockReturnValue(0.999);
    expect(shuffleKeepingFirst(list, 0).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("history: newest first, no duplicates, capped", () => {
    let h = pushHistory([], track(1), 3);
    h = pushHistory(h, track(2), 3);
    h = pushHistory(h, track(1), 3);
    h = pushHistory(h, track(3), 3);
    h = pushHistory(h, track(4), 3);
    expect(h.map((t) => t.id)).toEqual([4, 3, 1]);
  });
  it("next index wraps only with repeat all", () => {
    expect(nextIndex(0, 2, "none")).toBe(1);
    expect(nextIndex(1, 2, "none")).toBe(-1);
    expect(nextIndex(1, 2, "single")).toBe(-1);
    expect(nextIndex(1, 2, "all")).toBe(0);
    expect(nextIndex(-1, 0, "all")).toBe(-1);
  });
  it("fresh tracks exclude queued ones and duplicates", () => {
    expect(freshTracks([track(1), track(3), track(3), track(4)], tracks(2)).map((t) => t.id)).toEqual([3, 4]);
  });
});

describe("equal-power curve", () => {
  it("keeps in² + out² = 1", () => {
    for (const p of [0, 0.1, 0.5, 0.9, 1])
      expect(equalPower(p, true) ** 2 + equalPower(p, false) ** 2).toBeCloseTo(1);
    expect(equalPower(0, true)).toBe(0);
    expect(equalPower(1, true)).toBe(1);
  });
});
