import { describe, expect, it } from "vitest";
import { flacFixture, id3Tag, recordingSource } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, MAX_READ, sniffAudio } from "./analyse";
import { analyseFlac } from "./flac";

const FLAC = { format: "flac", contentType: "audio/flac" } as const;

describe("analyseAudio on FLAC", () => {
  it("reads STREAMINFO: duration to the millisecond, rate, channels", async () => {
    const bytes = flacFixture({ seconds: 2.345, sampleRate: 48_000, channels: 1 });
    expect(sniffAudio(bytes)).toEqual(FLAC);
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), FLAC);
    expect(facts).toEqual({
      ...FLAC,
      codec: "flac",
      durationMs: 2345,
      sampleRate: 48_000,
      channels: 1,
      bitrate: Math.round((bytes.length * 8) / 2.345),
    });
    expect(peaks).toHaveLength(1000);
  });

  // The header envelope is the waveform only where decoding fails.
  it("draws the envelope from frame sizes: silence low, tone high", async () => {
    const bytes = flacFixture({ seconds: 4, silenceSeconds: 2 });
    const { peaks } = await analyseFlac(bufferSource(bytes), 20);
    expect(Math.max(...peaks.subarray(0, 9))).toBeLessThan(10);
    expect(Math.min(...peaks.subarray(11))).toBeGreaterThan(240);
  });

  it("draws exact peaks from the decoded samples, and measures them", async () => {
    const bytes = flacFixture({ seconds: 4, silenceSeconds: 2 });
    const { peaks, signal } = await analyseAudio(bufferSource(bytes), FLAC, 20);
    expect(Math.max(...peaks.subarray(0, 9))).toBe(0);
    // The fixture's tone peaks at 0.8: 204 of 255 on the absolute scale.
    expect(Math.min(...peaks.subarray(11))).toBe(204);
    expect(signal?.loudnessLufs).not.toBeNull();
    expect(signal?.truePeakDbtp).toBeCloseTo(20 * Math.log10(0.8), 1);
  });

  it("skips a leading ID3v2 tag", async () => {
    const bytes = Uint8Array.from([...id3Tag(100), ...flacFixture({ seconds: 1 })]);
    expect(sniffAudio(bytes)).toEqual(FLAC);
    expect((await analyseAudio(bufferSource(bytes), FLAC)).facts.durationMs).toBe(1000);
  });

  it("refuses a file cut short and one without STREAMINFO", async () => {
    const bytes = flacFixture({ seconds: 3 });
    await expect(analyseAudio(bufferSource(bytes.subarray(0, bytes.length / 2)), FLAC)).rejects.toThrow(
      /cut short/,
    );
    const noInfo = bytes.slice(0, 200);
    noInfo[4] = 0x84; // the first (and last) block is type 4, not STREAMINFO
    await expect(analyseAudio(bufferSource(noInfo), FLAC)).rejects.toThrow(/STREAMINFO/);
  });

  it("scans a file larger than one window in reads of at most 8 MiB", async () => {
    const bytes = flacFixture({ seconds: 50, sampleRate: 48_000 }); // 9.6 MB of verbatim frames
    const { reads, source } = recordingSource(bufferSource(bytes));
    const { facts } = await analyseAudio(source, FLAC);
    expect(facts.durationMs).toBe(50_000);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_READ);
    // Headers, then decoding and measuring 50 s of audio: a few seconds on a busy machine.
  }, 20_000);
});
