import { describe, expect, it } from "vitest";
import { adtsFixture, id3Tag } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, sniffAudio } from "./analyse";

const AAC = { format: "aac", contentType: "audio/aac" } as const;

describe("analyseAudio on ADTS AAC", () => {
  it("walks the frames: 1024 samples each, facts from the header", async () => {
    const bytes = adtsFixture({ seconds: 2.5, sampleRate: 44_100, channels: 2 });
    expect(sniffAudio(bytes)).toEqual(AAC);
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), AAC);
    expect(Math.abs(facts.durationMs - 2500)).toBeLessThanOrEqual(1024 / 44.1);
    expect(facts).toMatchObject({ codec: "aac", sampleRate: 44_100, channels: 2 });
    expect(peaks).toHaveLength(1000);
  });

  it("skips an ID3v2 tag and reads mono 48 kHz", async () => {
    const bytes = Uint8Array.from([
      ...id3Tag(300),
      ...adtsFixture({ seconds: 1, sampleRate: 48_000, channels: 1 }),
    ]);
    expect(sniffAudio(bytes)).toEqual(AAC);
    const { facts } = await analyseAudio(bufferSource(bytes), AAC);
    expect(facts).toMatchObject({
      durationMs: Math.round((47 * 1024) / 48),
      sampleRate: 48_000,
      channels: 1,
    });
  });

  it("draws the envelope from frame sizes", async () => {
    const { peaks } = await analyseAudio(
      bufferSource(adtsFixture({ seconds: 4, silenceSeconds: 2 })),
      AAC,
      20,
    );
    expect(Math.max(...peaks.subarray(0, 9))).toBeLessThan(16);
    expect(Math.min(...peaks.subarray(11))).toBeGreaterThan(200);
  });

  it("refuses bytes with no frames", async () => {
    await expect(analyseAudio(bufferSource(new Uint8Array(100)), AAC)).rejects.toThrow(
      "The AAC file has no audio frames.",
    );
  });
});
