import { describe, expect, it } from "vitest";
import {
  balanceSeries,
  createdWindow,
  DAY_MS,
  isCalendarDate,
  lastMonths,
  monthSeries,
  seriesStart,
  totalsOf,
} from "./history.rules";

const at = (iso: string) => Date.parse(iso);

describe("history rules", () => {
  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("yesterday")).toBe(false);
    expect(isCalendarDate("2026-01-01T00:00:00Z")).toBe(false);
  });

  it("turns a date filter into a window including both UTC days whole", () => {
    expect(createdWindow("2026-03-01", "2026-03-02")).toEqual({
      from: at("2026-03-01T00:00:00Z"),
      before: at("2026-03-03T00:00:00Z"),
    });
    expect(createdWindow(undefined, "2026-03-02")).toEqual({
      from: undefined,
      before: at("2026-03-03T00:00:00Z"),
    });
    expect(createdWindow()).toEqual({ from: undefined, before: undefined });
  });

  it("lists the last 12 months oldest first, across a year's end", () => {
    const months = lastMonths(at("2026-02-15T12:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months.at(-1)).toBe("2026-02");
    // The 31st does not skip a shorter month.
    expect(lastMonths(at("2026-03-31T23:00:00Z"), 2)).toEqual(["2026-02", "2026-03"]);
  });

  it("fills months with nothing as zeros, and totals every month given", () => {
    const rows = [
      { month: "2024-01", money_in: 1, money_out: 2, fees: 3 },
      { month: "2026-02", money_in: 500, money_out: 200, fees: 4 },
    ];
    const months = monthSeries(rows, at("2026-02-15T00:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[10]).toEqual({ month: "2026-01", money_in: 0, money_out: 0, fees: 0 });
    expect(months[11]).toEqual(rows[1]);
    expect(totalsOf(rows)).toEqual({ money_in: 501, money_out: 202, fees: 7 });
  });

  it("rebuilds end-of-day balances from the current balance and later postings", () => {
    const now = at("2026-03-10T15:00:00Z");
    expect(seriesStart(now, 3)).toBe(at("2026-03-08T00:00:00Z"));
    const postings = [
      { amount: 999, createdAt: at("2026-03-01T10:00:00Z") }, // before the window: ignored
      { amount: 1000, createdAt: at("2026-03-08T23:59:59.999Z") },
      { amount: -300, createdAt: at("2026-03-09T00:00:00Z") },
      { amount: 200, createdAt: at("2026-03-10T09:00:00Z") },
    ];
    // Balance now 1999 + 1000 - 300 + 200.
    expect(balanceSeries(2899, postings, now, 3)).toEqual([
      { date: "2026-03-08", balance: 2999 },
      { date: "2026-03-09", balance: 2699 },
      { date: "2026-03-10", balance: 2899 },
    ]);
    // A posting stamped after today ends is not in today's balance.
    const ahead = [{ amount: 50, createdAt: now - (now % DAY_MS) + DAY_MS + 1 }];
    expect(balanceSeries(150, ahead, now, 2).map((d) => d.balance)).toEqual([100, 100]);
    expect(balanceSeries(0, [], now)).toHaveLength(30);
  });
});
