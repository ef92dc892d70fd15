import { describe, expect, it } from "vitest";
import { dailySeries, dayOf, isoDay, readFrom, seriesStart, sourceTitle, topBy } from "./metrics.rules";

const DAY_MS = 86_400_000;
const today = dayOf(Date.UTC(2026, 6, 15, 23, 59));

describe("metric windows", () => {
  it("covers today and the n - 1 days before it; all time reads from day 0", () => {
    expect(isoDay(today)).toBe("2026-07-15");
    expect(dayOf(Date.UTC(2026, 6, 16) - 1)).toBe(today);
    expect(dayOf(Date.UTC(2026, 6, 16))).toBe(today + 1);
    expect(isoDay(readFrom("7", today))).toBe("2026-07-09");
    expect(isoDay(readFrom("28", today))).toBe("2026-06-18");
    expect(today - readFrom("90", today)).toBe(89);
    expect(readFrom("all", today)).toBe(0);
  });

  it("starts an all-time series at the first day with data, or today when there is none", () => {
    expect(seriesStart("all", today, [today - 3, today - 400, today])).toBe(today - 400);
    expect(seriesStart("all", today, [])).toBe(today);
    expect(seriesStart("7", today, [today - 400])).toBe(today - 6);
  });
});

describe("daily series", () => {
  it("zero-fills every day from..to, adds rows of the same day and totals listeners by last day", () => {
    const { series, totals } = dailySeries(
      [
        { day: today - 2, plays: 3 },
        { day: today - 2, listeners: 2, last_listeners: 1, likes: 1, follows: 1 },
        { day: today, plays: 1 },
        { day: today, listeners: 1, last_listeners: 1, saves: 2, likes: -1 },
        { day: today - 9, plays: 100, listeners: 9, last_listeners: 9 }, // before the window
      ],
      today - 3,
      today,
      true,
    );
    expect(series.map((p) => p.date)).toEqual(["2026-07-12", "2026-07-13", "2026-07-14", "2026-07-15"]);
    expect(series[0]).toEqual({ date: "2026-07-12", plays: 0, listeners: 0, likes: 0, saves: 0, follows: 0 });
    expect(series[1]).toEqual({ date: "2026-07-13", plays: 3, listeners: 2, likes: 1, saves: 0, follows: 1 });
    expect(series[3]).toEqual({
      date: "2026-07-15",
      plays: 1,
      listeners: 1,
      likes: -1,
      saves: 2,
      follows: 0,
    });
    // Two listeners on day -2, one of them again today: 2 distinct, not 3.
    expect(totals).toEqual({ plays: 4, listeners: 2, likes: 0, saves: 2, follows: 1 });
  });

  it("reads follows as null for a subject that cannot be followed", () => {
    const { series, totals } = dailySeries([{ day: today, follows: 3 }], today, today, false);
    expect(series[0]?.follows).toBeNull();
    expect(totals.follows).toBeNull();
  });

  it("spans a year boundary one point per day", () => {
    const from = dayOf(Date.UTC(2025, 11, 30));
    const { series } = dailySeries([], from, from + 3, true);
    expect(series.map((p) => p.date)).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(dayOf(from * DAY_MS)).toBe(from);
  });
});

describe("top lists", () => {
  it("merges a key's rows, drops zeros, orders by plays then key and keeps n", () => {
    const rows = [
      { key: "UG", plays: 2 },
      { key: "KE", plays: 3 },
      { key: "UG", plays: 2 },
      { key: "TZ", plays: 3 },
      { key: "ZZ", plays: 0 },
      { key: "RW", plays: 1 },
    ];
    expect(topBy(rows, 3)).toEqual([
      { key: "UG", plays: 4 },
      { key: "KE", plays: 3 },
      { key: "TZ", plays: 3 },
    ]);
    expect(topBy(rows).map((r) => r.key)).toEqual(["UG", "KE", "TZ", "RW"]);
  });

  it("titles sources: search, direct, the context's title, a private playlist, a removed one", () => {
    expect(sourceTitle({ type: "search", title: null }, false)).toBe("Search");
    expect(sourceTitle({ type: "direct", title: null }, false)).toBe("Direct");
    expect(sourceTitle({ type: "playlist", title: "Road trip" }, true)).toBe("Road trip");
    expect(sourceTitle({ type: "playlist", title: null }, true)).toBe("A private playlist");
    expect(sourceTitle({ type: "playlist", title: null }, false)).toBe("Removed");
    expect(sourceTitle({ type: "album", title: null }, false)).toBe("Removed");
  });
});
