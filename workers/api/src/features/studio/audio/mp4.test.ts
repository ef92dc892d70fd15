import { describe, expect, it } from "vitest";
import { m4aFixture, recordingSource } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, MAX_READ, sniffAudio } from "./analyse";

const M4A = { format: "m4a", contentType: "audio/mp4" } as const;

describe("analyseAudio on M4A", () => {
  it.each([false, true])("reads mdhd and esds facts (moov at the end: %s)", async (moovAtEnd) => {
    const bytes = m4aFixture({ seconds: 3.5, sampleRate: 48_000, channels: 1, moovAtEnd });
    expect(sniffAudio(bytes)).toEqual(M4A);
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), M4A);
    expect(facts).toMatchObject({ codec: "aac", durationMs: 3500, sampleRate: 48_000, channels: 1 });
    expect(peaks).toHaveLength(1000);
  });

  it("finds a moov after the media with small ranged reads", async () => {
    const bytes = m4aFixture({ seconds: 30, moovAtEnd: true }); // 330 kB, most of it media
    const { reads, source } = recordingSource(bufferSource(bytes));
    await analyseAudio(source, M4A);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_READ);
    // Box headers and the index only: the media bytes themselves are never read.
    expect(reads.reduce((a, n) => a + n, 0)).toBeLessThan(bytes.length);
  });

  it("draws the envelope from sample sizes over their durations", async () => {
    const bytes = m4aFixture({ seconds: 4, silenceSeconds: 2 });
    const { peaks } = await analyseAudio(bufferSource(bytes), M4A, 20);
    expect(Math.max(...peaks.subarray(0, 9))).toBeLessThan(10);
    expect(Math.min(...peaks.subarray(11))).toBeGreaterThan(200);
  });

  it("refuses a video-only MP4 at sniff, and a file cut short at analysis", async () => {
    expect(sniffAudio(m4aFixture({ seconds: 1, videoOnly: true }))).toBeNull();
    // When the index follows the media beyond the sniffed head, analysis is what refuses it.
    const atEnd = m4aFixture({ seconds: 1, videoOnly: true, moovAtEnd: true });
    expect(sniffAudio(atEnd.subarray(0, 100))).toEqual(M4A);
    await expect(analyseAudio(bufferSource(atEnd), M4A)).rejects.toThrow("The M4A file has no audio track.");
    const bytes = m4aFixture({ seconds: 2, moovAtEnd: true });
    await expect(analyseAudio(bufferSource(bytes.subarray(0, bytes.length - 100)), M4A)).rejects.toThrow(
      /cut short/,
    );
  });
});
