import { describe, expect, it } from "vitest";
import { formatBitrate, formatChannels, formatDuration, formatSampleRate, trackFacts } from "./facts";

describe("facts", () => {
  it("formats each fact", () => {
    expect(formatDuration(185_000)).toBe("3:05");
    expect(formatDuration(3_725_000)).toBe("1:02:05");
    expect(formatDuration(0)).toBe("0:00");
    expect(formatSampleRate(44_100)).toBe("44.1 kHz");
    expect(formatSampleRate(48_000)).toBe("48 kHz");
    expect(formatChannels(1)).toBe("Mono");
    expect(formatChannels(2)).toBe("Stereo");
    expect(formatChannels(6)).toBe("6 channels");
    expect(formatBitrate(1_411_200)).toBe("1,411 kbps");
  });

  it("lists every fact of a processed track", () => {
    const facts = trackFacts({
      duration_ms: 2000,
      audio: {
        format: "wav",
        codec: "pcm_s16le",
        sample_rate: 44100,
        channels: 2,
        bitrate: 1_411_200,
        size: 352_844,
      },
    });
    expect(facts.map((f) => f.value)).toEqual([
      "WAV",
      "pcm_s16le",
      "44.1 kHz",
      "Stereo",
      "1,411 kbps",
      "0:02",
      "345 KB",
    ]);
  });

  it("says what is not known yet before processing", () => {
    expect(trackFacts({ duration_ms: 0, audio: null }).every((f) => f.value === "Not known")).toBe(true);
  });
});
