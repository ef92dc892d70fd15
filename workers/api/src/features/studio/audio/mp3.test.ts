import { describe, expect, it } from "vitest";
import { mp3Fixture, recordingSource } from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, MAX_READ, sniffAudio } from "./analyse";
import { analyseMp3 } from "./mp3";

const MP3 = { format: "mp3", contentType: "audio/mpeg" } as const;

describe("analyseAudio on MP3", () => {
  it("walks the frames of a headerless CBR stream: duration within one frame, facts from the header", async () => {
    const bytes = mp3Fixture({ seconds: 3 });
    expect(sniffAudio(bytes)).toEqual(MP3);
    const { facts, peaks } = await analyseAudio(bufferSource(bytes), MP3);
    expect(Math.abs(facts.durationMs - 3000)).toBeLessThanOrEqual(1152 / 44.1);
    expect(facts).toMatchObject({ codec: "mp3", sampleRate: 44_100, channels: 2 });
    expect(Math.abs(facts.bitrate - 128_000)).toBeLessThan(1500);
    expect(peaks).toHaveLength(1000);
  });

  it("takes the frame count from a Xing header, after an ID3v2 tag", async () => {
    const bytes = mp3Fixture({ seconds: 2, xing: true, id3Bytes: 5000, sampleRate: 48_000, bitrate: 192 });
    expect(sniffAudio(bytes)).toEqual(MP3);
    const { facts } = await analyseAudio(bufferSource(bytes), MP3);
    expect(facts.durationMs).toBe(Math.round((Math.ceil(96_000 / 1152) * 1152) / 48));
    expect(facts).toMatchObject({ sampleRate: 48_000, channels: 2 });
  });

  it("reads MPEG-2 mono (576-sample frames)", async () => {
    const bytes = mp3Fixture({ seconds: 1.5, sampleRate: 22_050, bitrate: 64, channels: 1 });
    const { facts } = await analyseAudio(bufferSource(bytes), sniffAudio(bytes)!);
    expect(Math.abs(facts.durationMs - 1500)).toBeLessThanOrEqual(576 / 22.05);
    expect(facts).toMatchObject({ sampleRate: 22_050, channels: 1 });
  });

  // The header envelope is the waveform only where decoding fails (a decodable MP3 gets exact peaks).
  it("draws the envelope from global gain: silent frames low, coded frames high", async () => {
    const bytes = mp3Fixture({ seconds: 4, silenceSeconds: 2 });
    const { peaks } = await analyseMp3(bufferSource(bytes), 40);
    expect(Math.max(...peaks.subarray(0, 19))).toBe(0);
    expect(Math.min(...peaks.subarray(21))).toBeGreaterThan(150);
  });

  it("refuses a Xing file cut short, and a file of no frames", async () => {
    const bytes = mp3Fixture({ seconds: 4, xing: true });
    await expect(analyseAudio(bufferSource(bytes.subarray(0, bytes.length / 2)), MP3)).rejects.toThrow(
      /cut short/,
    );
    await expect(analyseAudio(bufferSource(new Uint8Array(5000)), MP3)).rejects.toThrow(
      "The MP3 file has no audio frames.",
    );
  });

  // The header walk alone (decoding ten minutes is the bench's job, bench/audio-analysis.mjs).
  it("walks a file larger than one window in reads of at most 8 MiB", async () => {
    const bytes = mp3Fixture({ seconds: 600, bitrate: 128 }); // 9.6 MB
    const { reads, source } = recordingSource(bufferSource(bytes));
    const { seconds } = await analyseMp3(source, 1000);
    expect(Math.abs(seconds * 1000 - 600_000)).toBeLessThanOrEqual(27);
    expect(reads.length).toBeGreaterThan(1);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_READ);
  });
});
