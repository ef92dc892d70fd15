// The studio's weekly hours and date overrides as the editor holds them, and the api's rule for one day's
// ranges (features/appointments/rules `rangeProblems`, restated here because the web bundles nothing of
// the api; a test runs both on the same days). Times are the studio's wall clock, `HH:MM`, on the half hour.
import type { ClockRange, DateOverride, WeeklyRange } from "./studio-types";

/** 0 Sunday … 6 Saturday, as the api numbers them; the editor lists Monday first. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** The api's bounds (features/appointments/contract). */
export const WEEKLY_MAX = 70;
export const DAY_RANGES_MAX = 12;
export const OVERRIDES_MAX = 366;

/** `HH:MM` (00:00–24:00) as minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/**
 * A time input cannot say 24:00, so an end written 00:00 is the midnight that ends the day (and the
 * api's 24:00 is shown as 00:00).
 */
export const endFromInput = (text: string) => (text === "00:00" ? "24:00" : text);
export const endForInput = (text: string) => (text === "24:00" ? "00:00" : text);

/**
 * Why one day's ranges are not a schedule, or an empty object: each on the half hour, ending after it
 * starts, none overlapping another (touching is fine). Keys are relative (`0.start`), one message each.
 */
export function rangeProblems(ranges: readonly ClockRange[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const spans: Array<[number, number, number]> = [];
  ranges.forEach((range, i) => {
    const start = parseClock(range.start);
    const end = parseClock(range.end);
    for (const [key, value] of [
      ["start", start],
      ["end", end],
    ] as const) {
      if (value === null) problems[`${i}.${key}`] = "A time is HH:MM, from 00:00 to 24:00.";
      else if (value % 30 !== 0)
        problems[`${i}.${key}`] = "Hours start and end on the hour or the half hour.";
    }
    if (start === null || end === null || start % 30 !== 0 || end % 30 !== 0) return;
    if (end <= start) problems[`${i}.end`] = "A range ends after it starts.";
    else spans.push([start, end, i]);
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let k = 1; k < spans.length; k++) {
    const [start, , i] = spans[k] as [number, number, number];
    if (start < (spans[k - 1] as [number, number, number])[1])
      problems[`${i}.start`] = "This range overlaps another one of the same day.";
  }
  return problems;
}

/** One range in the editor, keyed for React so removing one keeps the others' inputs. */
export interface EditorRange extends ClockRange {
  key: string;
}
export interface EditorDay {
  weekday: number;
  ranges: EditorRange[];
}
export interface EditorOverride {
  key: string;
  date: string;
  closed: boolean;
  ranges: EditorRange[];
}

let made = 0;
/** A fresh React key. */
export const editorKey = () => `r${++made}`;

/** A new range: the next free hours after the day's last range (10:00–18:00 on an empty day). */
export function nextRange(ranges: readonly ClockRange[]): EditorRange {
  const last = ranges.map((r) => parseClock(endFromInput(r.end)) ?? 0).reduce((a, b) => Math.max(a, b), -1);
  if (last < 0) return { key: editorKey(), start: "10:00", end: "18:00" };
  const start = Math.min(last + 60, 23 * 60);
  const end = Math.min(start + 120, 24 * 60);
  const clock = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return { key: editorKey(), start: clock(start), end: endForInput(clock(end)) };
}

/** The saved weekly hours as the editor's seven days (Monday first), times as the inputs show them. */
export function editorWeek(weekly: readonly WeeklyRange[]): EditorDay[] {
  return WEEKDAY_ORDER.map((weekday) => ({
    weekday,
    ranges: weekly
      .filter((r) => r.weekday === weekday)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((r) => ({ key: editorKey(), start: r.start, end: endForInput(r.end) })),
  }));
}

/** The saved overrides as the editor's rows, soonest first. */
export function editorOverrides(overrides: readonly DateOverride[]): EditorOverride[] {
  return [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((o) => ({
      key: editorKey(),
      date: o.date,
      closed: o.ranges.length === 0,
      ranges: o.ranges.map((r) => ({ key: editorKey(), start: r.start, end: endForInput(r.end) })),
    }));
}

/**
 * Each weekly range's index in the body the form posts (`weekly.<i>.…`): days in the editor's order, so
 * the api's 422 keys (`weekly.3.start`) name the same inputs.
 */
export function weeklyIndexes(days: readonly EditorDay[]): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  for (const day of days) for (const range of day.ranges) out.set(range.key, i++);
  return out;
}
