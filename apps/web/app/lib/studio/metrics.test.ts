import { describe, expect, it } from "vitest";
import { countryName, formatBytes, sourceLabel } from "./labels";
import { readWindow, seriesOf, seriesSum, windowLabel, windowSearch } from "./metrics";

describe("metrics window", () => {
  it("reads the window from the URL, falling back to 28 days", () => {
    expect(readWindow(new URLSearchParams("window=7"))).toBe("7");
    expect(readWindow(new URLSearchParams("window=all"))).toBe("all");
    expect(readWindow(new URLSearchParams("window=365"))).toBe("28");
    expect(readWindow(new URLSearchParams(""))).toBe("28");
  });

  it("changes the window in a search string and keeps the other parameters", () => {
    expect(windowSearch("?page=2", "90")).toBe("?page=2&window=90");
    expect(windowSearch("?window=90&page=2", "28")).toBe("?page=2");
    expect(windowSearch("", "28")).toBe("?");
    expect(windowLabel("all")).toBe("All time");
    expect(windowLabel("7")).toBe("7 days");
  });

  it("formats days, sums and labels", () => {
    const day = { date: "2026-03-05", plays: 2, listeners: 1, likes: 0, saves: 0, follows: 0 };
    expect(seriesSum([day, { ...day, plays: 3 }], "plays")).toBe(5);
    expect(seriesSum([{ ...day, follows: null }], "follows")).toBe(0);
    const track = { plays: 1, listeners: 1, likes: 0, saves: 0, follows: null };
    expect(seriesOf(track).map((s) => s.key)).toEqual(["plays", "listeners", "likes", "saves"]);
    expect(seriesOf({ ...track, follows: 2 }).map((s) => s.key)).toContain("follows");
    expect(countryName("UG")).toBe("Uganda");
    expect(countryName("??")).toBe("??");
    expect(countryName("")).toBe("Unknown");
    expect(sourceLabel({ type: "playlist", title: "Road trip" })).toBe("Playlist · Road trip");
    expect(sourceLabel({ type: "search", title: "Search" })).toBe("Search");
    expect(sourceLabel({ type: "direct", title: "Direct" })).toBe("Direct");
    expect(sourceLabel({ type: "radio", title: "" })).toBe("radio");
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });
});
