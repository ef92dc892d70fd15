// A song's days (`song_stats/{id}`: views and bids over the last 30 days) as the studio's chart draws
// them: one series at a time, chosen with the totals' toggles.
import type { SongStats } from "../api/contract";
import type { DayPoint } from "../charts/day-geometry";

export type SongSeriesKey = "views" | "bids";

export const SONG_SERIES: readonly { key: SongSeriesKey; label: string }[] = [
  { key: "views", label: "Views" },
  { key: "bids", label: "Bids" },
];

/**
 * One series of a song's days as chart points.
 *
 * @example songPoints([{ day: "2026-03-01", views: 4, bids: 1 }], "bids") // [{ date: "2026-03-01", value: 1 }]
 */
export function songPoints(series: SongStats["series"], key: SongSeriesKey): DayPoint[] {
  return series.map((day) => ({ date: day.day, value: day[key] }));
}

/** The first and last day the series covers ("" for none). */
export function seriesSpan(series: SongStats["series"]): { from: string; to: string } {
  return { from: series[0]?.day ?? "", to: series[series.length - 1]?.day ?? "" };
}
