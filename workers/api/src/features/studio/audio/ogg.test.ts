import { describe, expect, it } from "vitest";
import { oggOpusFixture, oggPage, oggVorbisFixture } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, sniffAudio } from "./analyse";

const OGG = { format: "ogg", contentType: "audio/ogg" } as const;

describe("analyseAudio on Ogg", () => {
  it("reads Opus: the last granule minus pre-skip at 48 kHz", async () => {
    const bytes = oggOpusFixture({ seconds: 3.21, channels: 2 });
    expect(sniffAudio(bytes)).toEqual(OGG);
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), OGG);
    expect(facts).toMatchObject({ codec: "opus", durationMs: 3210, sampleRate: 48_000, channels: 2 });
    expect(facts.bitrate).toBe(Math.round((bytes.length * 8) / 3.21));
    expect(peaks).toHaveLength(1000);
  });

  it("reads Vorbis: the last granule at the identification header's rate", async () => {
    const bytes = oggVorbisFixture({ seconds: 2.5, sampleRate: 32_000, channels: 1 });
    expect(sniffAudio(bytes)).toEqual(OGG);
    const { facts } = await analyseAudio(bufferSource(bytes), OGG);
    expect(facts).toMatchObject({ codec: "vorbis", durationMs: 2500, sampleRate: 32_000, channels: 1 });
  });

  it("draws the envelope from page sizes over their granule spans", async () => {
    const bytes = oggOpusFixture({ seconds: 6, silenceSeconds: 3 });
    const { peaks } = await analyseAudio(bufferSource(bytes), OGG, 12);
    expect(Math.max(...peaks.subarray(0, 6))).toBeLessThan(20);
    expect(Math.min(...peaks.subarray(6))).toBeGreaterThan(200);
  });

  it("refuses a stream that ends before any audio page", async () => {
    const bytes = oggOpusFixture({ seconds: 1 });
    const headersOnly = bytes.subarray(0, 200);
    const end = headersOnly.indexOf(0x4f, 30); // the second page's "OggS"
    await expect(analyseAudio(bufferSource(headersOnly.subarray(0, end)), OGG)).rejects.toThrow(
      "The Ogg file has no audio pages.",
    );
  });

  it("sniffs only Opus and Vorbis streams", () => {
    const flacInOgg = oggPage({
      flags: 2,
      granule: 0,
      sequence: 0,
      packets: [new TextEncoder().encode("\x7fFLAC")],
    });
    expect(sniffAudio(flacInOgg)).toBeNull();
    const theora = oggPage({
      flags: 2,
      granule: 0,
      sequence: 0,
      packets: [new TextEncoder().encode("\x80theora")],
    });
    expect(sniffAudio(theora)).toBeNull();
  });
});
