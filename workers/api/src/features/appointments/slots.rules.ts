import { addDays, type IsoDate, parseClock, toInstant, wallClock, weekday } from "./zone-time.rules";

/*
 * A studio's free slots, after Cal.com's slot engine: a weekly schedule in the studio's own time zone,
 * date overrides that replace a day's hours (none: closed), a start grid, buffers between sessions,
 * minimum notice and a booking horizon. Pure; the service feeds it the studio and its bookings.
 *
 * One model serves the slots and the database: a booking occupies the 15-minute cells from its start
 * to its end plus the buffer (rounded up to a cell). A slot is free when none of its cells is taken,
 * and the booking batch inserts one row per cell under a unique (studio, cell) index, so two bookings
 * that the slots would call overlapping cannot both be written, however they race.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The unit of occupation: a booking holds every cell it touches. */
export const CELL_MINUTES = 15;
const CELL_MS = CELL_MINUTES * MINUTE_MS;
/** Session starts fall on the half hour of the studio's wall clock. */
export const START_GRID_MINUTES = 30;

/** A span of one day's wall clock, `HH:MM` to `HH:MM` (`24:00` ends at midnight). */
export interface ClockRange {
  start: string;
  end: string;
}

export interface WeeklyHours extends ClockRange {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

export interface DateOverride {
  date: IsoDate;
  /** The day's hours instead of the weekly ones; empty: closed all day. */
  ranges: ClockRange[];
}

export interface StudioRules {
  timeZone: string;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  /** Session lengths offered, whole hours. */
  lengthsHours: number[];
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
}

/** A booked session, as instants (ms since the epoch, UTC). */
export interface Busy {
  startMs: number;
  endMs: number;
}

export interface Slot {
  startMs: number;
  endMs: number;
}

/** The cells `[start, end + buffer)` covers: what a booking holds and what a slot needs free. */
export function occupiedCells(startMs: number, endMs: number, bufferMinutes: number): number[] {
  const first = Math.floor(startMs / CELL_MS);
  const last = Math.ceil((endMs + bufferMinutes * MINUTE_MS) / CELL_MS);
  return Array.from({ length: last - first }, (_, i) => first + i);
}

/** A booking's cells and the ones a buffer must keep clear before it, so a later slot leaves the gap too. */
function takenCells(busy: readonly Busy[], bufferMinutes: number): Set<number> {
  const taken = new Set<number>();
  for (const b of busy) for (const cell of occupiedCells(b.startMs, b.endMs, bufferMinutes)) taken.add(cell);
  return taken;
}

/** A day's opening hours: its override when it has one, else its weekday's ranges; malformed ranges ignored. */
export function hoursOn(
  rules: Pick<StudioRules, "weekly" | "overrides">,
  date: IsoDate,
): Array<[number, number]> {
  const override = rules.overrides.find((o) => o.date === date);
  const ranges = override ? override.ranges : rules.weekly.filter((w) => w.weekday === weekday(date));
  const out: Array<[number, number]> = [];
  for (const r of ranges) {
    const start = parseClock(r.start);
    const end = parseClock(r.end);
    if (start !== null && end !== null && end > start) out.push([start, end]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const DAY_MINUTES = 24 * 60;

/**
 * When the opening that closes at `close` on `date` really closes: a range up to midnight that the next
 * day's hours continue from 00:00 is one opening (a studio open round the clock takes a session over
 * midnight), followed for at most a week.
 */
function reachMs(rules: StudioRules, date: IsoDate, close: number, days = 0): number | null {
  const closeMs = toInstant(date, close, rules.timeZone) ?? toInstant(date, close + 60, rules.timeZone);
  if (close !== DAY_MINUTES || days >= 7) return closeMs;
  const next = addDays(date, 1);
  const continued = hoursOn(rules, next).find(([open]) => open === 0);
  return continued ? (reachMs(rules, next, continued[1], days + 1) ?? closeMs) : closeMs;
}

/**
 * Free slots of `lengthHours` starting on the dates `from`…`to` (the studio's calendar, inclusive),
 * earliest first. A slot starts on the studio's half-hour grid inside an opening range and ends inside
 * that opening (real elapsed time, so a session over a clock change is still its length; an opening to
 * midnight continued by the next day's from 00:00 runs on); it starts no
 * sooner than the notice, no later than the horizon, and needs every cell of it and its buffer free.
 *
 * @example
 * freeSlots(rules, [], { from: "2026-12-01", to: "2026-12-07", lengthHours: 2, nowMs: Date.now() })
 */
export function freeSlots(
  rules: StudioRules,
  busy: readonly Busy[],
  window: { from: IsoDate; to: IsoDate; lengthHours: number; nowMs: number },
): Slot[] {
  if (!rules.lengthsHours.includes(window.lengthHours)) return [];
  const lengthMs = window.lengthHours * HOUR_MS;
  const earliest = window.nowMs + rules.minNoticeHours * HOUR_MS;
  const latest = window.nowMs + rules.horizonDays * 24 * HOUR_MS;
  const taken = takenCells(busy, rules.bufferMinutes);
  const slots: Slot[] = [];
  for (let date = window.from, n = 0; date <= window.to && n < 366; date = addDays(date, 1), n++) {
    for (const [open, close] of hoursOn(rules, date)) {
      const closeMs = reachMs(rules, date, close);
      if (closeMs === null) continue;
      const firstStart = Math.ceil(open / START_GRID_MINUTES) * START_GRID_MINUTES;
      for (let minute = firstStart; minute < close; minute += START_GRID_MINUTES) {
        const startMs = toInstant(date, minute, rules.timeZone);
        if (startMs === null) continue; // inside the spring-forward gap: that wall time never happens
        const endMs = startMs + lengthMs;
        if (endMs > closeMs || startMs < earliest || startMs > latest) continue;
        if (occupiedCells(startMs, endMs, rules.bufferMinutes).some((cell) => taken.has(cell))) continue;
        if (slots.some((s) => s.startMs === startMs)) continue; // an autumn overlap names one instant twice
        slots.push({ startMs, endMs });
      }
    }
  }
  return slots.sort((a, b) => a.startMs - b.startMs);
}

/** How far ahead the studio list looks for a studio's next free time. */
export const NEXT_FREE_DAYS = 14;

/**
 * The first free slot of the studio's shortest session from today (its calendar) over the next `days`,
 * day by day so a busy studio costs a few days and an open one one; null when there is none.
 *
 * @example nextFreeSlot(rules, busy, Date.now()) // { startMs, endMs } | null
 */
export function nextFreeSlot(
  rules: StudioRules,
  busy: readonly Busy[],
  nowMs: number,
  days = NEXT_FREE_DAYS,
): Slot | null {
  const shortest = Math.min(...rules.lengthsHours);
  if (!Number.isFinite(shortest)) return null;
  const today = wallClock(rules.timeZone, nowMs).date;
  for (let n = 0; n < days; n++) {
    const date = addDays(today, n);
    const [first] = freeSlots(rules, busy, { from: date, to: date, lengthHours: shortest, nowMs });
    if (first) return first;
  }
  return null;
}

/** Why a requested session cannot be booked, or null when it is one of the free slots. */
export type BookingRefusal =
  | "length_not_offered"
  | "off_grid"
  | "in_the_past"
  | "too_soon"
  | "too_far"
  | "closed"
  | "taken";

/**
 * Checks one requested start and length the way `freeSlots` would offer it, naming the first rule it
 * breaks (the booking call answers 422 for all but `taken`, which is 409).
 */
export function refuseBooking(
  rules: StudioRules,
  busy: readonly Busy[],
  request: { startMs: number; lengthHours: number; nowMs: number },
): BookingRefusal | null {
  if (!rules.lengthsHours.includes(request.lengthHours)) return "length_not_offered";
  const local = wallClock(rules.timeZone, request.startMs);
  if (local.seconds !== 0 || local.minutes % START_GRID_MINUTES !== 0 || request.startMs % MINUTE_MS !== 0) {
    return "off_grid";
  }
  if (request.startMs <= request.nowMs) return "in_the_past";
  if (request.startMs < request.nowMs + rules.minNoticeHours * HOUR_MS) return "too_soon";
  if (request.startMs > request.nowMs + rules.horizonDays * 24 * HOUR_MS) return "too_far";
  const day = { from: local.date, to: local.date, lengthHours: request.lengthHours, nowMs: request.nowMs };
  if (!freeSlots(rules, [], day).some((s) => s.startMs === request.startMs)) return "closed";
  if (!freeSlots(rules, busy, day).some((s) => s.startMs === request.startMs)) return "taken";
  return null;
}
