import { describe, expect, it } from "vitest";
import { compareTempo, tempoHint } from "./tempo";

describe("compareTempo", () => {
  it("calls a typed integer the same as the measured tempo it rounds", () => {
    expect(compareTempo(124, 124.02)).toBe("same");
    expect(compareTempo(174, 173.96)).toBe("same");
  });

  it("names a half or double tempo, and anything else different", () => {
    expect(compareTempo(140, 70.02)).toBe("double");
    expect(compareTempo(87, 174)).toBe("half");
    expect(compareTempo(128, 120)).toBe("different");
  });

  it("knows nothing without both", () => {
    expect(compareTempo(null, 120)).toBe("unknown");
    expect(compareTempo(120, null)).toBe("unknown");
  });
});

describe("tempoHint", () => {
  it("shows the measured tempo and the mismatch", () => {
    expect(tempoHint(128, 124.02)).toBe("Measured from the audio: 124.02 BPM, not 128.");
    expect(tempoHint(140, 70)).toBe("Measured from the audio: 70.00 BPM: you typed double that.");
    expect(tempoHint(null, 120.5)).toBe("Measured from the audio: 120.50 BPM.");
    expect(tempoHint(120, null)).toBeNull();
  });
});
