/*
 * Wall-clock time in an IANA time zone and the instants it names, with nothing but `Intl` (workerd and
 * Node carry the full tz database). Pure: the studio's schedule is written in its own zone and every
 * slot and booking is stored as UTC instants, so these are the only conversions the appointments need.
 *
 * Daylight-saving edges follow RFC 5545 §3.3.5 and Cal.com: a wall time in the spring-forward gap names
 * no instant (no slot starts there); a wall time in the autumn overlap names its first (earlier) instant.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

// Formatters per zone name, kept for the isolate's life: constructing one is the costly part, and a
// formatter is a pure function of its zone (the tz database ships with the runtime), so no data can go
// stale and nothing needs invalidating.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let made = formatters.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, made);
  }
  return made;
}

/** Whether `zone` is an IANA time zone this runtime knows (`Africa/Kampala`, `UTC`; not `GMT+3` typos). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at the instant `utcMs`. */
export function wallClock(zone: string, utcMs: number): { date: IsoDate; minutes: number; seconds: number } {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(new Date(utcMs))) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** How far `zone` is ahead of UTC at the instant `utcMs`, in minutes (Kampala +180, New York −300/−240). */
export function offsetMinutes(zone: string, utcMs: number): number {
  const { date, minutes, seconds } = wallClock(zone, utcMs);
  const asUtc = dayStartUtc(date) + minutes * MINUTE_MS + seconds * 1000;
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / MINUTE_MS);
}

/** Midnight UTC of a calendar date, in ms. */
export function dayStartUtc(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The calendar date `days` after `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(dayStartUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday: the weekday of a calendar date, the same in every zone. */
export function weekday(date: IsoDate): number {
  return new Date(dayStartUtc(date)).getUTCDay();
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}

/**
 * The instant the wall clock in `zone` shows `minutes` after midnight of `date` (1440 is the next
 * midnight), or null when that wall time does not exist there (the spring-forward gap).
 *
 * @example toInstant("2026-03-29", 60, "Europe/London") // null: clocks jump 01:00 → 02:00
 */
export function toInstant(date: IsoDate, minutes: number, zone: string): number | null {
  const naive = dayStartUtc(date) + minutes * MINUTE_MS;
  // The offset either side of the wall time: the earlier candidate first, so an overlap picks it.
  const candidates = [...new Set([offsetMinutes(zone, naive - DAY_MS), offsetMinutes(zone, naive + DAY_MS)])]
    .map((offset) => naive - offset * MINUTE_MS)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const back = wallClock(zone, instant);
    if (dayStartUtc(back.date) + back.minutes * MINUTE_MS === naive) return instant;
  }
  return null;
}

/** `HH:MM` (00:00–24:00) as minutes after midnight, or null when it is not one. */
export function parseClock(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}
