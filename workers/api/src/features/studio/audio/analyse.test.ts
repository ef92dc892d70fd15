import { describe, expect, it } from "vitest";
import {
  adtsFixture,
  flacFixture,
  m4aFixture,
  mp3Fixture,
  oggOpusFixture,
  oggVorbisFixture,
  wavFixture,
} from "../../../test-support/audio-fixtures";
import { analyseAudio, bufferSource, sniffAudio, UnreadableAudio } from "./analyse";

const FIXTURES = {
  wav: () => wavFixture({ seconds: 0.5 }),
  mp3: () => mp3Fixture({ seconds: 0.5, xing: true }),
  flac: () => flacFixture({ seconds: 0.5 }),
  opus: () => oggOpusFixture({ seconds: 1.5 }),
  vorbis: () => oggVorbisFixture({ seconds: 1.5 }),
  m4a: () => m4aFixture({ seconds: 0.5 }),
  aac: () => adtsFixture({ seconds: 0.5 }),
};

/** A deterministic pseudo-random sequence (so a failure reproduces). */
function* randoms(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

describe("analyseAudio", () => {
  it("refuses a point count outside 1–100000", async () => {
    const bytes = wavFixture({ seconds: 0.1 });
    await expect(analyseAudio(bufferSource(bytes), sniffAudio(bytes)!, 0)).rejects.toThrow(RangeError);
  });

  it("passes storage errors through untouched, so a queue can retry them", async () => {
    const failing = { size: 1000, read: async () => Promise.reject(new Error("R2 unavailable")) };
    await expect(analyseAudio(failing, { format: "flac", contentType: "audio/flac" })).rejects.toThrow(
      "R2 unavailable",
    );
  });

  it.each(Object.entries(FIXTURES))(
    "reads damaged %s as facts or an UnreadableAudio, never a crash",
    async (_, make) => {
      const original = make();
      const sniffed = sniffAudio(original)!;
      const random = randoms(original.length);
      for (let round = 0; round < 40; round += 1) {
        const bytes = original.slice(
          0,
          Math.max(1, Math.floor(random.next().value! * original.length * 1.2)),
        );
        for (let flips = 0; flips < 8; flips += 1) {
          // Damage the headers far more often than the body: that is where parsers can trip.
          const at = Math.floor(random.next().value! ** 3 * bytes.length);
          bytes[at] = Math.floor(random.next().value! * 256);
        }
        try {
          const { facts, peaks } = await analyseAudio(bufferSource(bytes), sniffed, 50);
          expect(facts.durationMs).toBeGreaterThan(0);
          expect(peaks).toHaveLength(50);
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableAudio);
          expect((error as UnreadableAudio).reason).toMatch(/^The (WAV|MP3|FLAC|Ogg|M4A|AAC) file/);
        }
      }
    },
  );
});
