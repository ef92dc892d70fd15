// Pure decisions of the creator metrics: which days a window covers, the zero-filled daily series, the
// totals and the top-N lists. The service reads the daily rows (one per day per series); these shape them.

/** The windows a metrics call accepts: the last 7, 28 or 90 UTC days (today included), or all time. */
export const METRIC_WINDOWS = ["7", "28", "90", "all"] as const;
export type MetricWindow = (typeof METRIC_WINDOWS)[number];
export const DEFAULT_METRIC_WINDOW: MetricWindow = "28";
/** How many countries, sources and tracks the top lists hold. */
export const TOP_N = 5;

const DAY_MS = 86_400_000;

/** The UTC epoch day of an instant (epoch ms): the key of every daily row. */
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

/**
 * `YYYY-MM-DD` of a UTC epoch day.
 *
 * @example isoDay(0) // "1970-01-01"
 */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The first day the reads include: today and the `n - 1` days before it, or day 0 for `all` (whose
 * series then starts at the first day with data, `seriesStart`).
 *
 * @example readFrom("7", 20_000) // 19_994
 */
export function readFrom(window: MetricWindow, today: number): number {
  return window === "all" ? 0 : today - (Number(window) - 1);
}

/** The first day of the series: the window's first day, or for `all` the first day with data (else today). */
export function seriesStart(window: MetricWindow, today: number, days: readonly number[]): number {
  if (window !== "all") return readFrom(window, today);
  return days.length ? Math.min(today, ...days) : today;
}

/** One day's figures as the reads return them (any field missing counts as 0). */
export interface DayRow {
  day: number;
  plays?: number;
  listeners?: number;
  last_listeners?: number;
  likes?: number;
  saves?: number;
  follows?: number;
}

export interface SeriesPoint {
  date: string;
  plays: number;
  listeners: number;
  likes: number;
  saves: number;
  /** Null for a subject that cannot be followed (a track). */
  follows: number | null;
}

export interface Totals {
  plays: number;
  /** Distinct listeners over the window: the sum of `last_listeners` (each listener on their latest day). */
  listeners: number;
  likes: number;
  saves: number;
  follows: number | null;
}

/**
 * The daily series from `from` to `to` (inclusive), one point per day, zero where no row exists, and the
 * window's totals. Rows may come several per day (plays and metrics read apart); they are added up.
 * `followable` false makes every `follows` null (tracks cannot be followed).
 */
export function dailySeries(
  rows: readonly DayRow[],
  from: number,
  to: number,
  followable: boolean,
): { series: SeriesPoint[]; totals: Totals } {
  const byDay = new Map<number, Required<DayRow>>();
  const totals = { plays: 0, listeners: 0, likes: 0, saves: 0, follows: 0 };
  for (const r of rows) {
    if (r.day < from || r.day > to) continue;
    const d = byDay.get(r.day) ?? {
      day: r.day,
      plays: 0,
      listeners: 0,
      last_listeners: 0,
      likes: 0,
      saves: 0,
      follows: 0,
    };
    d.plays += r.plays ?? 0;
    d.listeners += r.listeners ?? 0;
    d.last_listeners += r.last_listeners ?? 0;
    d.likes += r.likes ?? 0;
    d.saves += r.saves ?? 0;
    d.follows += r.follows ?? 0;
    byDay.set(r.day, d);
    totals.plays += r.plays ?? 0;
    totals.listeners += r.last_listeners ?? 0;
    totals.likes += r.likes ?? 0;
    totals.saves += r.saves ?? 0;
    totals.follows += r.follows ?? 0;
  }
  const series: SeriesPoint[] = [];
  for (let day = from; day <= to; day += 1) {
    const d = byDay.get(day);
    series.push({
      date: isoDay(day),
      plays: d?.plays ?? 0,
      listeners: d?.listeners ?? 0,
      likes: d?.likes ?? 0,
      saves: d?.saves ?? 0,
      follows: followable ? (d?.follows ?? 0) : null,
    });
  }
  return { series, totals: { ...totals, follows: followable ? totals.follows : null } };
}

/**
 * The `n` largest entries by `plays`, entries of the same key added up first; ties by key, so the order
 * is stable. Entries with no plays are left out.
 *
 * @example topBy([{ key: "UG", plays: 2 }, { key: "KE", plays: 3 }, { key: "UG", plays: 2 }], 1) // [{ key: "UG", plays: 4 }]
 */
export function topBy<T extends { key: string; plays: number }>(rows: readonly T[], n = TOP_N): T[] {
  const merged = new Map<string, T>();
  for (const r of rows) {
    const seen = merged.get(r.key);
    merged.set(r.key, seen ? { ...seen, plays: seen.plays + r.plays } : { ...r });
  }
  return [...merged.values()]
    .filter((r) => r.plays > 0)
    .sort((a, b) => b.plays - a.plays || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, n);
}

/** Where plays came from, as the daily rows key it: a context type and id, `search` or `direct` (id ''). */
export interface SourceRow {
  type: string;
  id: string;
  plays: number;
  /** The context's title or name when it still exists and may be shown, else null. */
  title: string | null;
}

/**
 * The title a creator sees for a source: "Search" and "Direct" for plays without a context, the context's
 * own title, "A private playlist" for a playlist only its owner may see, and "Removed" for one that is gone.
 */
export function sourceTitle(row: Pick<SourceRow, "type" | "title">, exists: boolean): string {
  if (row.type === "search") return "Search";
  if (row.type === "direct") return "Direct";
  if (row.title !== null) return row.title;
  return row.type === "playlist" && exists ? "A private playlist" : "Removed";
}
