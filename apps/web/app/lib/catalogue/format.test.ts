import { describe, expect, it } from "vitest";
import {
  artistName,
  collectionCover,
  formatCount,
  formatDuration,
  formatTotalDuration,
  plural,
  trackCover,
} from "./format";

describe("formatDuration", () => {
  it("writes m:ss with padded seconds", () => {
    expect(formatDuration(215_400)).toBe("3:35");
    expect(formatDuration(5_000)).toBe("0:05");
    expect(formatDuration(59_999)).toBe("0:59");
  });
  it("switches to h:mm:ss from an hour", () => {
    expect(formatDuration(3_600_000)).toBe("1:00:00");
    expect(formatDuration(3_725_000)).toBe("1:02:05");
  });
  it("treats missing, negative and non-finite values as 0:00", () => {
    expect(formatDuration(null)).toBe("0:00");
    expect(formatDuration(undefined)).toBe("0:00");
    expect(formatDuration(-4_000)).toBe("0:00");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });
});

describe("formatTotalDuration", () => {
  it("reads in minutes and hours", () => {
    expect(formatTotalDuration(0)).toBe("0 min");
    expect(formatTotalDuration(20_000)).toBe("1 min");
    expect(formatTotalDuration(42 * 60_000)).toBe("42 min");
    expect(formatTotalDuration(60 * 60_000)).toBe("1 hr");
    expect(formatTotalDuration(65 * 60_000)).toBe("1 hr 5 min");
  });
});

describe("formatCount and plural", () => {
  it("compacts thousands and millions without rounding up", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1_000)).toBe("1K");
    expect(formatCount(1_299)).toBe("1.2K");
    expect(formatCount(3_450_000)).toBe("3.4M");
    expect(formatCount(-1)).toBe("0");
  });
  it("pluralises", () => {
    expect(plural(1, "track")).toBe("1 track");
    expect(plural(0, "track")).toBe("0 tracks");
  });
});

describe("names and covers", () => {
  it("falls back to Unknown Artist", () => {
    expect(artistName({ artist: { name: "Ada" } })).toBe("Ada");
    expect(artistName({ artist: { name: "  " } })).toBe("Unknown Artist");
    expect(artistName({ artist: null })).toBe("Unknown Artist");
  });
  it("picks cover_art_url, then album_art, then image", () => {
    expect(trackCover({ cover_art_url: "a", album_art: "b", image: "c" })).toBe("a");
    expect(trackCover({ cover_art_url: null, album_art: "b", image: "c" })).toBe("b");
    expect(trackCover({ cover_art_url: "", album_art: null, image: "c" })).toBe("c");
    expect(trackCover({ cover_art_url: null, album_art: null, image: null })).toBeNull();
  });
  it("uses a collection's own cover, else its first track with one", () => {
    const track = { cover_art_url: null, album_art: "t2", image: null } as never;
    expect(collectionCover({ cover_art_url: "own" }, [track])).toBe("own");
    expect(collectionCover({ cover_art_url: null }, [track])).toBe("t2");
    expect(collectionCover({ cover_art_url: null })).toBeNull();
  });
});
