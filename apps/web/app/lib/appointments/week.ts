// The studio page's week: seven calendar days from a Monday, in the URL as `?week=YYYY-MM-DD` with the
// session length as `?hours=`. The api answers free slots by the studio's calendar days, while the page
// shows the viewer's days (their own zone), up to a day apart: so the loader asks for the week with a
// day either side (9 days, under the api's 31), and the page keeps the slots that fall on the viewer's
// seven days. Pure calendar arithmetic on `YYYY-MM-DD`, the same in every zone.

import { dateInZone } from "./time";
import type { FreeSlot } from "./types";

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const utcOf = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** Whether `text` is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !ISO_DATE.test(text)) return false;
  return new Date(utcOf(text)).toISOString().slice(0, 10) === text;
}

export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(utcOf(date)).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The week the URL names (any day of it), else the week of `today`; never before `today`'s week. */
export function readWeek(search: URLSearchParams, today: string): string {
  const asked = search.get("week");
  const current = mondayOf(today);
  if (!isIsoDate(asked)) return current;
  const week = mondayOf(asked);
  return week < current ? current : week;
}

/** The session length the URL names when the studio offers it, else the studio's first (shortest). */
export function readHours(search: URLSearchParams, lengths: readonly number[]): number | null {
  const asked = Number(search.get("hours"));
  if (lengths.includes(asked)) return asked;
  return lengths.length > 0 ? Math.min(...lengths) : null;
}

/** The studio days the slots call covers for the viewer's week: a day either side of it. */
export function slotsRange(week: string): { from: string; to: string } {
  return { from: addDays(week, -1), to: addDays(week, 7) };
}

export function weekDays(week: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(week, i));
}

/** The page's search for a week and length (what the week navigation and the length choice link to). */
export function weekSearch(week: string, hours: number | null): string {
  const params = new URLSearchParams({ week });
  if (hours !== null) params.set("hours", String(hours));
  return `?${params.toString()}`;
}

/** Whether the week after `week` still starts within the studio's booking horizon from `today`. */
export function hasNextWeek(week: string, today: string, horizonDays: number): boolean {
  return addDays(week, 7) <= addDays(today, horizonDays);
}

/** The slots of length `hours` on each of `days` as the viewer's zone sees them, in time order. */
export function slotsByDay(
  slots: readonly FreeSlot[],
  days: readonly string[],
  zone: string,
  hours: number | null,
): Map<string, FreeSlot[]> {
  const byDay = new Map<string, FreeSlot[]>(days.map((d) => [d, []]));
  for (const slot of slots) {
    if (hours !== null && slot.hours !== hours) continue;
    byDay.get(dateInZone(slot.start, zone))?.push(slot);
  }
  for (const list of byDay.values())
    list.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return byDay;
}

/** A calendar day's heading ("Thursday 3 December"), as the reader's locale writes it. */
export function dayTitle(date: string, style: "long" | "short" = "long", locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: style,
    day: "numeric",
    month: style,
    timeZone: "UTC",
  }).format(new Date(utcOf(date)));
}
