import { describe, expect, it } from "vitest";
import { beepDataUri, beepWav } from "./fallback-sound";

describe("fallback sound", () => {
  it("is a valid PCM WAV header with the sample count in the data chunk", () => {
    const wav = beepWav([[440, 0.1]], 8000);
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 12)).toBe("WAVE");
    const view = new DataView(wav.buffer);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(800);
    expect(wav.length).toBe(844);
  });

  it("is a data URI the CSP media-src allows", () => {
    expect(beepDataUri()).toMatch(/^data:audio\/wav;base64,UklGR/);
  });
});
