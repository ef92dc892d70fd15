import { describe, expect, it } from "vitest";
import {
  adtsFixture,
  flacFixture,
  id3Tag,
  m4aFixture,
  mp3Fixture,
  oggOpusFixture,
  wavFixture,
} from "../../../test-support/audio-fixtures";
import type { AudioFormat } from "../../catalogue/studio-values";
import { bufferSource } from "./bytes";
import { fillsFile } from "./extent";

const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const junk = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 0xff);
const html = new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(50));

const FILES: [AudioFormat, () => Uint8Array][] = [
  ["wav", () => wavFixture({ seconds: 2 })],
  ["mp3", () => mp3Fixture({ seconds: 2 })],
  ["flac", () => flacFixture({ seconds: 2 })],
  ["ogg", () => oggOpusFixture({ seconds: 2 })],
  ["m4a", () => m4aFixture({ seconds: 2 })],
  ["aac", () => adtsFixture({ seconds: 2 })],
];

describe("fillsFile: the sniffed format continues to the last byte", () => {
  for (const [format, make] of FILES) {
    it(`${format}: a whole file passes; bytes appended or a different end fail`, async () => {
      const file = make();
      expect(await fillsFile(bufferSource(file), format)).toBe(true);
      expect(await fillsFile(bufferSource(join(file, html)), format)).toBe(false);
      expect(await fillsFile(bufferSource(file.subarray(0, file.length - 100)), format)).toBe(false);
    });
  }

  // A frame stream's end is frames: a file whose second half is something else fails even at the same
  // size. (A WAV's or MP4's sample data is opaque bytes inside a declared extent: their check is the
  // extent itself, above.)
  for (const [format, make] of FILES.filter(([f]) => f !== "wav" && f !== "m4a")) {
    it(`${format}: a file whose end is another thing fails at the same size`, async () => {
      const file = make();
      const half = file.length >> 1;
      expect(
        await fillsFile(bufferSource(join(file.subarray(0, half), junk(file.length - half))), format),
      ).toBe(false);
    });
  }

  it("m4a: a top-level box that runs past the file's end fails", async () => {
    const file = m4aFixture({ seconds: 2 });
    const cut = join(file, new Uint8Array([0, 0, 1, 0, 0x66, 0x72, 0x65, 0x65]));
    expect(await fillsFile(bufferSource(cut), "m4a")).toBe(false);
  });

  it("mp3: an ID3v1 tag after the last frame is still the file's end", async () => {
    const tag = new Uint8Array(128);
    tag.set(new TextEncoder().encode("TAG"), 0);
    expect(await fillsFile(bufferSource(join(id3Tag(10), mp3Fixture({ seconds: 2 }), tag)), "mp3")).toBe(
      true,
    );
  });
});
