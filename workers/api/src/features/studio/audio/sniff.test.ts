import { describe, expect, it } from "vitest";
import { wavFixture } from "../../../test-support/audio-fixtures";
import { sniffAudio } from "./sniff";

const text = (s: string) => new TextEncoder().encode(s);

/** The first bytes of a PNG (signature and IHDR), renamed `.wav` by a creator. */
const PNG_HEAD = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0, 0, 0, 2, 0,
]);
/** A zip's local file header. */
const ZIP_HEAD = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...new Array(40).fill(0xff)]);

describe("sniffAudio", () => {
  it("recognises WAV from RIFF/WAVE and RF64/WAVE", () => {
    const wav = wavFixture({ seconds: 0.1 });
    expect(sniffAudio(wav)).toEqual({ format: "wav", contentType: "audio/wav" });
    const rf64 = wav.slice();
    rf64.set(text("RF64"), 0);
    expect(sniffAudio(rf64)?.format).toBe("wav");
  });

  it("refuses renamed non-audio: PNG, text, zip, an AVI, empty", () => {
    expect(sniffAudio(PNG_HEAD)).toBeNull();
    expect(sniffAudio(text("ID: 42\nThis is not a song, just notes about one.\n".repeat(50)))).toBeNull();
    expect(sniffAudio(ZIP_HEAD)).toBeNull();
    expect(sniffAudio(text("RIFF\x10\0\0\0AVI LIST"))).toBeNull();
    expect(sniffAudio(new Uint8Array(0))).toBeNull();
  });

  it("refuses bytes full of sync-looking 0xFF", () => {
    expect(sniffAudio(new Uint8Array(8192).fill(0xff))).toBeNull();
  });
});
