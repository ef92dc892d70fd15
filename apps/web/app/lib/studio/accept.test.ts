import { describe, expect, it } from "vitest";
import {
  AUDIO_ACCEPT,
  acceptAudio,
  extensionOf,
  formatBytes,
  MAX_AUDIO_BYTES,
  titleFromFilename,
} from "./accept";

describe("acceptAudio", () => {
  it("takes audio by extension even without a MIME type", () => {
    for (const name of ["a.wav", "a.MP3", "a.flac", "a.ogg", "a.opus", "a.m4a", "a.aac"]) {
      expect(acceptAudio({ name, size: 10, type: "" })).toEqual({ ok: true });
    }
  });

  it("takes audio by MIME type with an unusual name", () => {
    expect(acceptAudio({ name: "take-3", size: 10, type: "audio/x-wav" })).toEqual({ ok: true });
  });

  it("refuses an obvious non-audio file", () => {
    const answer = acceptAudio({ name: "cover.png", size: 10, type: "image/png" });
    expect(answer.ok).toBe(false);
  });

  it("refuses empty files and files over 200 MB, and says the size", () => {
    expect(acceptAudio({ name: "a.wav", size: 0, type: "audio/wav" })).toEqual({
      ok: false,
      reason: "The file is empty.",
    });
    const big = acceptAudio({ name: "a.wav", size: MAX_AUDIO_BYTES + 1, type: "audio/wav" });
    expect(big.ok).toBe(false);
    expect(!big.ok && big.reason).toContain("200 MB");
    expect(acceptAudio({ name: "a.wav", size: MAX_AUDIO_BYTES, type: "audio/wav" }).ok).toBe(true);
  });

  it("lists the extensions and audio/* for the picker", () => {
    expect(AUDIO_ACCEPT).toContain(".flac");
    expect(AUDIO_ACCEPT).toContain("audio/*");
  });
});

describe("helpers", () => {
  it("reads extensions", () => {
    expect(extensionOf("Song.Final.WAV")).toBe(".wav");
    expect(extensionOf(".hidden")).toBe("");
    expect(extensionOf("noext")).toBe("");
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(200 * 1024 * 1024)).toBe("200 MB");
  });

  it("makes a title from a file name", () => {
    expect(titleFromFilename("my_new_song.wav")).toBe("my new song");
    expect(titleFromFilename(".wav")).toBe(".wav");
    expect(titleFromFilename("   .mp3")).toBe("Untitled");
  });
});
