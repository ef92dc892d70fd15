import { describe, expect, it } from "vitest";
import { corruptWav, recordingSource, wavFixture } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, MAX_READ, sniffAudio, UnreadableAudio } from "./analyse";

const WAV = { format: "wav", contentType: "audio/wav" } as const;

describe("analyseAudio on WAV", () => {
  it("reads 16-bit stereo facts and a duration exact to the millisecond", async () => {
    const bytes = wavFixture({ seconds: 1.5, sampleRate: 44_100, channels: 2 });
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), sniffAudio(bytes)!);
    expect(facts).toEqual({
      ...WAV,
      codec: "pcm_s16le",
      durationMs: 1500,
      sampleRate: 44_100,
      channels: 2,
      bitrate: Math.round((bytes.length * 8) / 1.5),
    });
    expect(peaks).toHaveLength(1000);
    // A 0.8 tone peaks at 0.8 × 255 ≈ 204 in every slice of 66 frames (more than one 440 Hz period).
    expect(Math.min(...peaks)).toBeGreaterThan(195);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(205);
  });

  it.each([
    [8, "pcm_u8"],
    [24, "pcm_s24le"],
    [32, "pcm_s32le"],
  ] as const)("names %i-bit PCM %s", async (bits, codec) => {
    const bytes = wavFixture({ seconds: 0.25, sampleRate: 48_000, channels: 1, bits });
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), WAV, 10);
    expect(facts).toMatchObject({ codec, durationMs: 250, sampleRate: 48_000, channels: 1 });
    expect(Math.max(...peaks)).toBeGreaterThan(195);
  });

  it("reads 32-bit float", async () => {
    const bytes = wavFixture({ seconds: 0.5, float: true, sampleRate: 22_050 });
    const { facts } = await analyseAudio(bufferSource(bytes), WAV);
    expect(facts).toMatchObject({ codec: "pcm_f32le", durationMs: 500, sampleRate: 22_050, channels: 2 });
  });

  it("puts a tone after silence late in the waveform", async () => {
    const bytes = wavFixture({ seconds: 4, silenceSeconds: 3, channels: 1, sampleRate: 8000 });
    const { peaks } = await analyseAudio(bufferSource(bytes), WAV, 100);
    expect(Math.max(...peaks.subarray(0, 74))).toBe(0);
    expect(Math.min(...peaks.subarray(76))).toBeGreaterThan(190);
  });

  it("refuses a WAV without a fmt chunk with a reason", async () => {
    const bytes = corruptWav();
    expect(sniffAudio(bytes)).toEqual(WAV);
    await expect(analyseAudio(bufferSource(bytes), WAV)).rejects.toThrow(
      new UnreadableAudio("The WAV file has no format description (fmt chunk)."),
    );
  });

  it("refuses a truncated WAV whose data chunk runs past the end", async () => {
    const bytes = wavFixture({ seconds: 1 }).subarray(0, 20_000);
    await expect(analyseAudio(bufferSource(bytes), WAV)).rejects.toThrow(/cut short/);
  });

  it("refuses a WAV with an empty data chunk", async () => {
    const bytes = wavFixture({ seconds: 0 });
    await expect(analyseAudio(bufferSource(bytes), WAV)).rejects.toThrow("The WAV file has no audio data.");
  });

  it("refuses compressed WAV (ADPCM) with a reason naming what to export", async () => {
    const bytes = wavFixture({ seconds: 0.1 });
    new DataView(bytes.buffer).setUint16(20, 2, true);
    await expect(analyseAudio(bufferSource(bytes), WAV)).rejects.toThrow(/format 0x0002.*PCM WAV/);
  });

  it("reads a file larger than one window in reads of at most 8 MiB", async () => {
    const bytes = wavFixture({ seconds: 50, sampleRate: 48_000, channels: 2 }); // 9.6 MB
    const { reads, source } = recordingSource(bufferSource(bytes));
    const { facts } = await analyseAudio(source, WAV);
    expect(facts.durationMs).toBe(50_000);
    expect(reads.length).toBeGreaterThan(2);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_READ);
  });
});
