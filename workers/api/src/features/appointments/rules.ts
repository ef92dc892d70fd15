import type { FieldErrors } from "../../kit/errors";
import type { BookingRefusal, ClockRange } from "./slots.rules";
import type { BookingStatus, Canceller } from "./states";
import { parseClock } from "./zone-time.rules";

/*
 * The booking rules of studio appointments (issue #36, docs/decisions/0810) that need no database: what a
 * session costs and what is paid up front, what a cancellation returns, and whether a schedule is well
 * formed. Pure, so the routes, the sellable and the pages' previews agree.
 */

const HOUR_MS = 3_600_000;
/** A client who cancels a confirmed booking at least this long before it starts gets everything back. */
export const FREE_CANCEL_MS = 24 * HOUR_MS;
/** A pending booking the producer leaves unanswered this long is declined (and refunded) by the upkeep. */
export const ANSWER_WITHIN_MS = 48 * HOUR_MS;
/** A confirmed booking is completed (its deposit released) by the upkeep this long after it ends. */
export const AUTO_COMPLETE_AFTER_MS = 24 * HOUR_MS;
/** The reminders before a confirmed session. */
export const REMINDERS = [
  { column: "reminded_day_at", beforeMs: 24 * HOUR_MS, words: "within a day" },
  { column: "reminded_hour_at", beforeMs: HOUR_MS, words: "within the hour" },
] as const;

/** What a session of `hours` costs and what is paid up front, in whole cents. */
export interface SessionPrice {
  /** rate × hours: what the session costs in all. */
  priceCents: number;
  /** `depositPercent` of it, rounded half up to the cent (100 %: exactly the price). */
  depositCents: number;
}

/**
 * The session's price and deposit. The product rate × hours × percent is a whole number of hundredths of
 * a cent, so rounding it once, half up, in integers gives the same cent everywhere (no float drift).
 *
 * @example sessionPrice(2_550, 3, 30) // { priceCents: 7_650, depositCents: 2_295 }
 */
export function sessionPrice(rateCents: number, hours: number, depositPercent: number): SessionPrice {
  const priceCents = rateCents * hours;
  return { priceCents, depositCents: Math.floor((priceCents * depositPercent + 50) / 100) };
}

/** Where a booking's deposit goes when it ends: back to the client, or to the producer. */
export type MoneyOutcome = "refund" | "release";

/**
 * What cancelling `booking` by `by` at `nowMs` does with the deposit, or why it cannot be cancelled.
 * The producer's cancellation always refunds; so does the client's while the booking is pending (the
 * studio never accepted it) or confirmed and at least 24 h away; later the deposit goes to the producer.
 */
export function cancellation(
  booking: { status: BookingStatus; startsAtMs: number },
  by: Canceller,
  nowMs: number,
): { outcome: MoneyOutcome } | { refused: string } {
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return { refused: "This booking has already ended." };
  }
  if (booking.status === "confirmed" && nowMs >= booking.startsAtMs) {
    return { refused: "This session has already started." };
  }
  if (by === "studio" || booking.status === "pending") return { outcome: "refund" };
  return { outcome: booking.startsAtMs - nowMs >= FREE_CANCEL_MS ? "refund" : "release" };
}

/** A refused booking request as the field it concerns and the words the client reads. */
export function refusalMessage(
  refusal: Exclude<BookingRefusal, "taken">,
  studio: { lengths: readonly number[]; minNoticeHours: number; horizonDays: number },
): FieldErrors {
  switch (refusal) {
    case "length_not_offered":
      return { hours: [`This studio offers sessions of ${hoursList(studio.lengths)}.`] };
    case "off_grid":
      return { start: ["A session starts on the hour or the half hour of the studio's clock."] };
    case "in_the_past":
      return { start: ["This time has passed."] };
    case "too_soon":
      return { start: [`This studio needs at least ${studio.minNoticeHours} hours' notice.`] };
    case "too_far":
      return { start: [`This studio takes bookings up to ${studio.horizonDays} days ahead.`] };
    case "closed":
      return { start: ["The studio is not open for the whole session then."] };
  }
}

function hoursList(lengths: readonly number[]): string {
  const words = lengths.map(String);
  const last = words.pop();
  return `${words.length > 0 ? `${words.join(", ")} or ${last}` : last} hour${last === "1" ? "" : "s"}`;
}

/** Minutes after midnight as `HH:MM`. */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Why one day's ranges are not a schedule, or null: each `HH:MM` to `HH:MM` on the half hour, ending
 * after it starts, none overlapping another (touching is fine). Keys are relative (`0.start`).
 */
export function rangeProblems(ranges: readonly ClockRange[]): FieldErrors | null {
  const problems: FieldErrors = {};
  const spans: Array<[number, number, number]> = [];
  ranges.forEach((range, i) => {
    const start = parseClock(range.start);
    const end = parseClock(range.end);
    for (const [key, value] of [
      ["start", start],
      ["end", end],
    ] as const) {
      if (value === null) problems[`${i}.${key}`] = ["A time is HH:MM, from 00:00 to 24:00."];
      else if (value % 30 !== 0)
        problems[`${i}.${key}`] = ["Hours start and end on the hour or the half hour."];
    }
    if (start === null || end === null || start % 30 !== 0 || end % 30 !== 0) return;
    if (end <= start) problems[`${i}.end`] = ["A range ends after it starts."];
    else spans.push([start, end, i]);
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let k = 1; k < spans.length; k++) {
    const [start, , i] = spans[k] as [number, number, number];
    if (start < (spans[k - 1] as [number, number, number])[1]) {
      problems[`${i}.start`] = ["This range overlaps another one of the same day."];
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
