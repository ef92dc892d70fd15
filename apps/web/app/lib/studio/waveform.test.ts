import { describe, expect, it } from "vitest";
import { downsample, readPeaks, waveformPath } from "./waveform";

describe("readPeaks", () => {
  it("reads a plain list, a peaks object and an envelope", () => {
    expect(readPeaks([0, 128, 255])).toEqual([0, 128, 255]);
    expect(readPeaks({ points: 3, peaks: [1, 2, 3] })).toEqual([1, 2, 3]);
    expect(readPeaks({ data: { peaks: [4, 300, -2] } })).toEqual([4, 255, 0]);
  });

  it("decodes base64 bytes as stored", () => {
    expect(readPeaks({ points: 3, peaks: btoa(String.fromCharCode(0, 127, 255)) })).toEqual([0, 127, 255]);
  });

  it("gives null for anything else", () => {
    expect(readPeaks(null)).toBeNull();
    expect(readPeaks({ peaks: [] })).toBeNull();
    expect(readPeaks({ peaks: ["a"] })).toBeNull();
    expect(readPeaks({ peaks: "%%%" })).toBeNull();
  });
});

describe("downsample", () => {
  it("keeps the loudest of each slice", () => {
    expect(downsample([0, 255, 0, 51], 2)).toEqual([1, 0.2]);
  });

  it("never makes more bars than peaks", () => {
    expect(downsample([255, 0], 10)).toEqual([1, 0]);
    expect(downsample([], 10)).toEqual([]);
  });
});

describe("waveformPath", () => {
  it("draws one bar per level, centred", () => {
    const path = waveformPath([1, 0.5], 20, 10);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.startsWith("M2 0h6v10h-6z")).toBe(true);
    expect(path).toContain("M12 2.5h6v5h-6z");
  });

  it("is empty without levels", () => {
    expect(waveformPath([], 100, 10)).toBe("");
  });
});
