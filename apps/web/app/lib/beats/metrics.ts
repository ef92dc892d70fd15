// A beat's figures (plays, distinct listeners, orders, revenue per day) as the charts draw them, and the dashboard's trend:
// the producer's best sellers' days summed, since producer-stats has totals but no days.
import { convertAt } from "@ngoma/currency/core";
import type { BeatMetrics, BeatMetricsDay, MetricsWindow } from "../api/contract";
import type { DayPoint } from "../charts/day-geometry";
import type { MoneySettings } from "../money/format-money";

export type BeatSeriesKey = "plays" | "listeners" | "orders" | "revenue_cents";

export const BEAT_SERIES: readonly { key: BeatSeriesKey; label: string }[] = [
  { key: "plays", label: "Plays" },
  { key: "listeners", label: "Listeners" },
  { key: "orders", label: "Orders" },
  { key: "revenue_cents", label: "Revenue" },
];

/**
 * US cents in the viewer's currency, in whole units (the chart's scale counts shillings or euros, not
 * cents); in US dollars when the rate is missing, which `currency` then says.
 *
 * @example localUnits(2500, { currency: "UGX", minorUnits: 0, rates: { UGX: 3685 } }) // { value: 92125, currency: "UGX" }
 */
export function localUnits(
  cents: number,
  money: Pick<MoneySettings, "currency" | "minorUnits" | "rates">,
): { value: number; currency: string } {
  try {
    const minor = convertAt(cents, {
      code: money.currency,
      minorUnits: money.minorUnits,
      rate: money.rates[money.currency] ?? Number.NaN,
    });
    return { value: minor / 10 ** money.minorUnits, currency: money.currency };
  } catch {
    return { value: cents / 100, currency: "USD" };
  }
}

/** One series of a beat's days as chart points; revenue in the viewer's whole units. */
export function beatPoints(
  series: readonly BeatMetricsDay[],
  key: BeatSeriesKey,
  money: Pick<MoneySettings, "currency" | "minorUnits" | "rates">,
): DayPoint[] {
  return series.map((day) => ({
    date: day.date,
    value: key === "revenue_cents" ? localUnits(day[key], money).value : day[key],
  }));
}

/** What the dashboard's trend chart draws: summed days and totals over a window. */
export type BeatTrend = Pick<BeatMetrics, "window" | "from" | "to" | "totals" | "series">;

/**
 * Several beats' metrics over the same window, summed day by day (days missing from one count 0).
 * Null when there is nothing to sum.
 */
export function sumMetrics(list: readonly BeatMetrics[], window: MetricsWindow): BeatTrend | null {
  if (list.length === 0) return null;
  const days = new Map<string, BeatMetricsDay>();
  for (const metrics of list) {
    for (const day of metrics.series) {
      const sum = days.get(day.date) ?? {
        date: day.date,
        plays: 0,
        listeners: 0,
        orders: 0,
        revenue_cents: 0,
      };
      sum.plays += day.plays;
      sum.listeners += day.listeners;
      sum.orders += day.orders;
      sum.revenue_cents += day.revenue_cents;
      days.set(day.date, sum);
    }
  }
  const series = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const total = (key: BeatSeriesKey) => series.reduce((n, day) => n + day[key], 0);
  return {
    window,
    from: series[0]?.date ?? list[0]?.from ?? "",
    to: series[series.length - 1]?.date ?? list[0]?.to ?? "",
    totals: {
      plays: total("plays"),
      listeners: total("listeners"),
      orders: total("orders"),
      revenue_cents: total("revenue_cents"),
    },
    series,
  };
}
