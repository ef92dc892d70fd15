import { describe, expect, it } from "vitest";
import {
  adtsFixture,
  flacFixture,
  id3Tag,
  jpegFixture,
  m4aFixture,
  mp3Fixture,
  oggOpusFixture,
  oggVorbisFixture,
  pngFixture,
  wavFixture,
  webpFixture,
} from "../../../test-support/audio-fixtures";
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

  it.each([
    ["mp3", "audio/mpeg", mp3Fixture({ seconds: 0.5 })],
    ["mp3", "audio/mpeg", Uint8Array.from([...id3Tag(2000), ...mp3Fixture({ seconds: 0.5, xing: true })])],
    ["flac", "audio/flac", flacFixture({ seconds: 0.5 })],
    ["ogg", "audio/ogg", oggOpusFixture({ seconds: 0.5 })],
    ["ogg", "audio/ogg", oggVorbisFixture({ seconds: 0.5 })],
    ["m4a", "audio/mp4", m4aFixture({ seconds: 0.5 })],
    ["m4a", "audio/mp4", m4aFixture({ seconds: 0.5, moovAtEnd: true })],
    ["aac", "audio/aac", adtsFixture({ seconds: 0.5 })],
  ])("recognises %s (%s)", (format, contentType, bytes) => {
    expect(sniffAudio(bytes)).toEqual({ format, contentType });
  });

  it("treats an ID3v2 tag larger than the head as MP3 (analysis reads on)", () => {
    expect(sniffAudio(id3Tag(9 * 1024 * 1024).subarray(0, 4096))?.format).toBe("mp3");
  });

  it("refuses generated images", () => {
    expect(sniffAudio(pngFixture(600, 600))).toBeNull();
    expect(sniffAudio(jpegFixture(600, 600))).toBeNull();
    expect(sniffAudio(webpFixture(600, 600))).toBeNull();
  });

  it("refuses an MP4 with an unknown brand, and a lone MPEG frame header in noise", () => {
    const qt = m4aFixture({ seconds: 0.2 });
    qt.set(new TextEncoder().encode("qt  qt  qt  qt  qt  "), 8);
    expect(sniffAudio(qt)).toBeNull();
    const noise = new Uint8Array(4096).fill(0x20);
    noise.set(mp3Fixture({ seconds: 0.1 }).subarray(0, 4), 100);
    expect(sniffAudio(noise)).toBeNull();
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
