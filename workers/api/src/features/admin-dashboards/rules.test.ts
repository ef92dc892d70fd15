import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dailySeries,
  epochDay,
  isCalendarDate,
  isoDay,
  monthStartDay,
  percent,
  userGrowth,
} from "./rules";

describe("dashboard rules", () => {
  it("measures growth against the users there were when the month began", () => {
    expect(userGrowth(1100, 100)).toBe(10);
    expect(userGrowth(3, 1)).toBe(50);
    expect(userGrowth(7, 2)).toBe(40);
    expect(userGrowth(1000, 1)).toBe(0.1);
    // Every user signed up this month: no base to grow from.
    expect(userGrowth(5, 5)).toBe(0);
    expect(userGrowth(0, 0)).toBe(0);
  });

  it("rounds percentages to one decimal and never divides by zero", () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
  });

  it("works in UTC epoch days and calendar months", () => {
    const at = Date.parse("2026-03-15T23:59:59Z");
    expect(isoDay(epochDay(at))).toBe("2026-03-15");
    expect(isoDay(monthStartDay(at))).toBe("2026-03-01");
    expect(epochDay(Date.parse("2026-03-16T00:00:00Z"))).toBe(epochDay(at) + 1);
    expect(monthStartDay(Date.parse("2026-03-01T00:00:00Z"))).toBe(
      epochDay(Date.parse("2026-03-01T00:00:00Z")),
    );
    expect(DAY_MS).toBe(86_400_000);
  });

  it("zero-fills the series, oldest first, today last", () => {
    const today = epochDay(Date.parse("2026-03-15T12:00:00Z"));
    const series = dailySeries(
      today,
      3,
      new Map([
        [today - 1, 4],
        [today - 5, 9],
      ]),
    );
    expect(series).toEqual([
      { date: "2026-03-13", count: 0 },
      { date: "2026-03-14", count: 4 },
      { date: "2026-03-15", count: 0 },
    ]);
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
  });
});
