import { describe, expect, it } from "vitest";
import {
  artistOf,
  coverOf,
  formatTime,
  seekTimeFromClick,
  spokenTime,
  titleOf,
  UNKNOWN_ARTIST,
} from "./display";

describe("coverOf (spec §2 fallback)", () => {
  it("prefers cover_art_url, then album_art, then image", () => {
    expect(coverOf({ id: "1", cover_art_url: "/c", album_art: "/a", image: "/i" })).toBe("/c");
    expect(coverOf({ id: "1", cover_art_url: null, album_art: "/a", image: "/i" })).toBe("/a");
    expect(coverOf({ id: "1", cover_art_url: "", album_art: null, image: "/i" })).toBe("/i");
  });
  it("is null when there is no image (the UI shows a placeholder)", () => {
    expect(coverOf({ id: "1", cover_art_url: null, album_art: null, image: null })).toBeNull();
    expect(coverOf(null)).toBeNull();
  });
});

describe("artistOf", () => {
  it("reads the artist's name, or a plain string", () => {
    expect(artistOf({ id: "1", artist: { id: "a", name: "Sauti Sol" } })).toBe("Sauti Sol");
    expect(artistOf({ id: "1", artist: "Nameless" })).toBe("Nameless");
  });
  it("falls back to 'Unknown Artist'", () => {
    expect(artistOf({ id: "1", artist: { id: "a", name: null } })).toBe(UNKNOWN_ARTIST);
    expect(artistOf({ id: "1", artist: "  " })).toBe(UNKNOWN_ARTIST);
    expect(artistOf({ id: "1" })).toBe("Unknown Artist");
    expect(artistOf(null)).toBe("Unknown Artist");
  });
  it("titles fall back to 'Untitled'", () => {
    expect(titleOf({ id: "1", title: "Kuno" })).toBe("Kuno");
    expect(titleOf({ id: "1", title: null })).toBe("Untitled");
  });
});

describe("formatTime", () => {
  it("formats m:ss and h:mm:ss", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(5.9)).toBe("0:05");
    expect(formatTime(65)).toBe("1:05");
    expect(formatTime(3599)).toBe("59:59");
    expect(formatTime(3661)).toBe("1:01:01");
  });
  it("reads unknown or negative values as 0:00", () => {
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });
  it("speaks times for screen readers", () => {
    expect(spokenTime(65)).toBe("1 minute 5 seconds");
    expect(spokenTime(1)).toBe("1 second");
    expect(spokenTime(120)).toBe("2 minutes 0 seconds");
  });
});

describe("seekTimeFromClick (spec §5)", () => {
  it("maps the click position across the bar's width to a time", () => {
    expect(seekTimeFromClick(150, 100, 200, 180)).toBe(45);
    expect(seekTimeFromClick(300, 100, 200, 180)).toBe(180);
  });
  it("caps at the duration and never goes negative", () => {
    expect(seekTimeFromClick(500, 100, 200, 180)).toBe(180);
    expect(seekTimeFromClick(20, 100, 200, 180)).toBe(0);
  });
  it("is ignored while the duration is unknown, for a zero-width bar and non-numbers", () => {
    expect(seekTimeFromClick(150, 100, 200, 0)).toBeNull();
    expect(seekTimeFromClick(150, 100, 0, 180)).toBeNull();
    expect(seekTimeFromClick(Number.NaN, 100, 200, 180)).toBeNull();
    expect(seekTimeFromClick(150, 100, 200, Number.NaN)).toBeNull();
  });
});
