// The metrics window a creator page shows (spec: 7, 28, 90 days or all time) and the series names. Kept
// apart from the chart's geometry so loaders read the window without importing any chart code.
import type { MetricsDay, MetricsTotals, MetricsWindow } from "../api/contract";

export const METRICS_WINDOWS: readonly MetricsWindow[] = ["7", "28", "90", "all"];
/** The api's default window; a URL without `?window=` shows it. */
export const DEFAULT_WINDOW: MetricsWindow = "28";

export type SeriesKey = keyof MetricsTotals;
export const SERIES: readonly { key: SeriesKey; label: string }[] = [
  { key: "plays", label: "Plays" },
  { key: "listeners", label: "Listeners" },
  { key: "likes", label: "Likes" },
  { key: "saves", label: "Saves" },
  { key: "follows", label: "Follows" },
];

/**
 * The window asked for in a page's URL; anything else (missing, typo) is the default, so a hand-edited
 * URL never breaks the page.
 *
 * @example readWindow(new URL(request.url).searchParams) // "28"
 */
export function readWindow(params: URLSearchParams): MetricsWindow {
  const value = params.get("window");
  return METRICS_WINDOWS.find((w) => w === value) ?? DEFAULT_WINDOW;
}

/** The label of a window in the picker. */
export function windowLabel(window: MetricsWindow): string {
  return window === "all" ? "All time" : `${window} days`;
}

/**
 * The search string of the same page with another window, keeping its other parameters (a list's page,
 * filters). The default window is left out so the plain URL stays canonical.
 */
export function windowSearch(current: string, window: MetricsWindow): string {
  const params = new URLSearchParams(current);
  if (window === DEFAULT_WINDOW) params.delete("window");
  else params.set("window", window);
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** A day's count of one series; a series the subject does not have (a track's follows) counts 0. */
export function dayValue(day: MetricsDay, key: SeriesKey): number {
  return day[key] ?? 0;
}

/** The series a subject has: a track cannot be followed, so its `follows` are null and not offered. */
export function seriesOf(totals: MetricsTotals): typeof SERIES {
  return SERIES.filter((s) => totals[s.key] !== null);
}

/** The sum of one series (the totals cross-check in tests; an empty series is 0). */
export function seriesSum(series: readonly MetricsDay[], key: SeriesKey): number {
  return series.reduce((sum, day) => sum + dayValue(day, key), 0);
}
