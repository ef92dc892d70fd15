// The studio's bookings as the requests tab shows them: the pending requests to answer, the confirmed
// sessions ahead as a week (days of the studio's own calendar), and the past ones to mark completed.
import { addDays, dateInZone, type IsoDate } from "./studio-time";
import type { StudioBooking } from "./studio-types";

/** How many days the calendar shows at once. */
export const WEEK_DAYS = 7;

export interface CalendarDay {
  date: IsoDate;
  sessions: StudioBooking[];
}

export interface StudioAgenda {
  /** The confirmed sessions within the week from today, by day of the studio's calendar. */
  week: CalendarDay[];
  /** Confirmed sessions after that week, soonest first. */
  later: StudioBooking[];
}

const byStart = (a: StudioBooking, b: StudioBooking) => a.starts_at.localeCompare(b.starts_at);

/**
 * The studio's confirmed sessions that have not ended, laid out from `today` (the studio's date) for a
 * week; `upcoming` mixes the producer's own bookings as a client, which are left out here.
 */
export function studioAgenda(upcoming: readonly StudioBooking[], zone: string, today: IsoDate): StudioAgenda {
  const sessions = upcoming.filter((b) => b.role === "studio" && b.status === "confirmed").sort(byStart);
  const week: CalendarDay[] = Array.from({ length: WEEK_DAYS }, (_, i) => ({
    date: addDays(today, i),
    sessions: [],
  }));
  const later: StudioBooking[] = [];
  for (const session of sessions) {
    const day = week.find((d) => d.date === dateInZone(session.starts_at, zone));
    if (day) day.sessions.push(session);
    else if (dateInZone(session.starts_at, zone) > today) later.push(session);
    // A session that began before today and has not ended is on today's column.
    else week[0]?.sessions.push(session);
  }
  return { week, later };
}

/** The studio's pending requests, soonest session first (the api lists the latest first). */
export const pendingRequests = (bookings: readonly StudioBooking[]) =>
  bookings.filter((b) => b.role === "studio" && b.status === "pending").sort(byStart);

/** Confirmed sessions that have ended: the producer may mark them completed, oldest first. */
export const toComplete = (bookings: readonly StudioBooking[]) =>
  bookings.filter((b) => b.role === "studio" && b.can_complete).sort(byStart);
