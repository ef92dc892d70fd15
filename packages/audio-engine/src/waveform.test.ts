import { describe, expect, it } from "vitest";
import { barsForWidth, decodePeaks, playedFraction, waveformBars, waveformPath } from "./waveform";

describe("waveform", () => {
  it("decodes base64 peaks and refuses garbage", () => {
    expect(Array.from(decodePeaks(btoa(String.fromCharCode(0, 128, 255))))).toEqual([0, 128, 255]);
    expect(decodePeaks("%%%")).toHaveLength(0);
  });

  it("folds peaks into bars by the loudest point of each slice, with a floor for silence", () => {
    expect(waveformBars(Uint8Array.of(0, 255, 128, 64), 2)).toEqual([1, 128 / 255]);
    expect(waveformBars(new Uint8Array(10), 5)).toEqual([0.04, 0.04, 0.04, 0.04, 0.04]);
    expect(waveformBars(new Uint8Array(2), 2, 0)).toEqual([0, 0]);
    // More bars than points: one bar per point.
    expect(waveformBars(Uint8Array.of(255, 0), 4)).toEqual([1, 0.04]);
    expect(waveformBars(new Uint8Array(0), 4)).toEqual([]);
    expect(waveformBars(Uint8Array.of(1, 2), 0)).toEqual([]);
    // 1,000 points into 120 bars: every point in exactly one slice.
    const peaks = Uint8Array.from({ length: 1000 }, (_, i) => (i === 999 ? 255 : 0));
    expect(waveformBars(peaks, 120).at(-1)).toBe(1);
  });

  it("fits bars to a width", () => {
    expect(barsForWidth(400)).toBe(100);
    expect(barsForWidth(399)).toBe(100); // the last bar needs no gap after it
    expect(barsForWidth(398)).toBe(99);
    expect(barsForWidth(100, 2, 2)).toBe(25);
    expect(barsForWidth(0)).toBe(1);
  });

  it("gives the played fraction, clamped, 0 while the duration is unknown", () => {
    expect(playedFraction(30, 120)).toBe(0.25);
    expect(playedFraction(130, 120)).toBe(1);
    expect(playedFraction(-1, 120)).toBe(0);
    expect(playedFraction(30, 0)).toBe(0);
    expect(playedFraction(30, Number.NaN)).toBe(0);
    expect(playedFraction(30, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("draws one centred bar per level", () => {
    expect(waveformPath([1])).toBe("M0.15 0h0.7v100h-0.7z");
    expect(waveformPath([1, 0.5])).toBe("M0.15 0h0.7v100h-0.7zM1.15 25h0.7v50h-0.7z");
  });
});
