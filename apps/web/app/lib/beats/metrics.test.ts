import { describe, expect, it } from "vitest";
import type { BeatMetrics } from "../api/contract";
import { beatPoints, localUnits, sumMetrics } from "./metrics";

const day = (date: string, plays: number, orders: number, revenue_cents: number) => ({
  date,
  plays,
  listeners: Math.min(plays, 2),
  orders,
  revenue_cents,
});

function metrics(beat_id: string, series: BeatMetrics["series"]): BeatMetrics {
  return {
    beat_id,
    window: "7",
    from: series[0]?.date ?? "2026-03-01",
    to: series[series.length - 1]?.date ?? "2026-03-01",
    totals: {
      plays: series.reduce((n, d) => n + d.plays, 0),
      listeners: series.reduce((n, d) => n + d.listeners, 0),
      orders: series.reduce((n, d) => n + d.orders, 0),
      revenue_cents: series.reduce((n, d) => n + d.revenue_cents, 0),
    },
    series,
    by_tier: [],
  };
}

const UGX = { currency: "UGX" as const, minorUnits: 0 as const, rates: { USD: 1, UGX: 3685 } };

describe("the dashboard's trend", () => {
  it("sums the beats' days and totals, day by day", () => {
    const trend = sumMetrics(
      [
        metrics("bt_1", [day("2026-03-01", 3, 1, 2_999), day("2026-03-02", 0, 0, 0)]),
        metrics("bt_2", [day("2026-03-02", 5, 2, 9_998), day("2026-03-01", 1, 0, 0)]),
      ],
      "7",
    );
    expect(trend).toEqual({
      window: "7",
      from: "2026-03-01",
      to: "2026-03-02",
      totals: { plays: 9, listeners: 5, orders: 3, revenue_cents: 12_997 },
      // Each beat's distinct listeners add up: 2 + 1 on the first day, 0 + 2 on the second.
      series: [
        { ...day("2026-03-01", 4, 1, 2_999), listeners: 3 },
        { ...day("2026-03-02", 5, 2, 9_998), listeners: 2 },
      ],
    });
  });

  it("is nothing without beats", () => {
    expect(sumMetrics([], "28")).toBeNull();
  });
});

describe("revenue in the viewer's currency", () => {
  it("charts whole units of the viewer's currency", () => {
    expect(localUnits(2_500, UGX)).toEqual({ value: 92_125, currency: "UGX" });
    expect(localUnits(2_550, { currency: "USD", minorUnits: 2, rates: { USD: 1 } })).toEqual({
      value: 25.5,
      currency: "USD",
    });
  });

  it("falls back to US dollars without a rate", () => {
    expect(localUnits(2_500, { currency: "EUR", minorUnits: 2, rates: { USD: 1 } })).toEqual({
      value: 25,
      currency: "USD",
    });
  });

  it("draws counts as they are and revenue converted", () => {
    const series = [day("2026-03-01", 4, 1, 1_000)];
    expect(beatPoints(series, "plays", UGX)).toEqual([{ date: "2026-03-01", value: 4 }]);
    expect(beatPoints(series, "revenue_cents", UGX)).toEqual([{ date: "2026-03-01", value: 36_850 }]);
  });
});
