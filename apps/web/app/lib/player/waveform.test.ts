import { describe, expect, it } from "vitest";
import { decodePeaks, waveformBars, waveformPath } from "./waveform";

describe("waveform", () => {
  it("decodes base64 peaks and refuses garbage", () => {
    expect(Array.from(decodePeaks(btoa(String.fromCharCode(0, 128, 255))))).toEqual([0, 128, 255]);
    expect(decodePeaks("%%%")).toHaveLength(0);
  });

  it("folds peaks into bars by the loudest point of each slice, with a floor for silence", () => {
    expect(waveformBars(Uint8Array.of(0, 255, 128, 64), 2)).toEqual([1, 128 / 255]);
    expect(waveformBars(new Uint8Array(10), 5)).toEqual([0.04, 0.04, 0.04, 0.04, 0.04]);
    // More bars than points: one bar per point.
    expect(waveformBars(Uint8Array.of(255, 0), 4)).toEqual([1, 0.04]);
    expect(waveformBars(new Uint8Array(0), 4)).toEqual([]);
  });

  it("draws one centred bar per level", () => {
    expect(waveformPath([1])).toBe("M0.15 0h0.7v100h-0.7z");
    expect(waveformPath([1, 0.5])).toBe("M0.15 0h0.7v100h-0.7zM1.15 25h0.7v50h-0.7z");
  });
});
