import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import { AppError } from "../../kit/errors";
import { type NotifyDeps, notify } from "../notifications";
import { localTime } from "./discovery.service";
import { completeBooking, declineBooking } from "./moves.service";
import { ANSWER_WITHIN_MS, AUTO_COMPLETE_AFTER_MS, REMINDERS } from "./rules";
import { studioBookings, studios } from "./schema";

/*
 * The appointments' clocks (issue #36), run by the 10-minute upkeep (src/scheduled.ts). Each job reads
 * the state it moves on from and moves each booking in its own guarded batch, so a doubled or late run
 * is harmless: a booking another run (or a party) moved first is skipped.
 */

const BATCH = 50;

/** Whether `error` is a lost race: the booking moved on meanwhile. */
const lostRace = (error: unknown) => error instanceof AppError && error.status === 409;

/**
 * Declines (and refunds) pending bookings the producer left unanswered for 48 hours, or whose session
 * began before anyone answered. Returns how many it declined.
 */
export async function declineUnanswered(deps: NotifyDeps, now = Date.now()): Promise<number> {
  const due = await deps.db
    .select({ id: studioBookings.id })
    .from(studioBookings)
    .where(
      and(
        eq(studioBookings.status, "pending"),
        or(
          lte(studioBookings.createdAt, new Date(now - ANSWER_WITHIN_MS)),
          lte(studioBookings.startsAt, new Date(now)),
        ),
      ),
    )
    .orderBy(asc(studioBookings.createdAt))
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      await declineBooking(deps, null, id, now);
      done += 1;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return done;
}

/** Completes confirmed bookings 24 h after their end, releasing the deposit. Returns how many. */
export async function completeFinished(deps: NotifyDeps, now = Date.now()): Promise<number> {
  const due = await deps.db
    .select({ id: studioBookings.id })
    .from(studioBookings)
    .where(
      and(
        eq(studioBookings.status, "confirmed"),
        lte(studioBookings.endsAt, new Date(now - AUTO_COMPLETE_AFTER_MS)),
      ),
    )
    .orderBy(asc(studioBookings.endsAt))
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      await completeBooking(deps, null, id, now);
      done += 1;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return done;
}

/**
 * Stores (and pushes) the 24-hour and 1-hour reminders of confirmed sessions to both sides, once each:
 * one UPDATE … RETURNING claims the due bookings by setting their reminder column, so of two runs only
 * one gets a row. A booking confirmed inside the last hour skips the day's reminder (it would be late).
 */
export async function sendReminders(deps: NotifyDeps, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const [i, reminder] of REMINDERS.entries()) {
    const column = sql.identifier(reminder.column);
    // The next reminder's window starts where this one's ends: a session an hour away gets only the hour's.
    const after = now + (REMINDERS[i + 1]?.beforeMs ?? 0);
    const claimed = await deps.db.all<{ id: string }>(
      sql`update ${studioBookings} set ${column} = ${now}
        where id in (select id from ${studioBookings} where status = 'confirmed' and ${column} is null
          and starts_at > ${after} and starts_at <= ${now + reminder.beforeMs} limit ${BATCH})
        returning id`,
    );
    for (const { id } of claimed) {
      await remind(deps, id, reminder.words, now);
      sent += 1;
    }
  }
  return sent;
}

async function remind(deps: NotifyDeps, id: string, words: string, now: number) {
  const [row] = await deps.db
    .select({ booking: studioBookings, studio: studios })
    .from(studioBookings)
    .innerJoin(studios, eq(studios.id, studioBookings.studioId))
    .where(and(eq(studioBookings.id, id), gt(studioBookings.startsAt, new Date(now))));
  if (!row) return;
  const b = row.booking;
  const when = `${localTime(b.timeZone, b.startsAt.getTime()).replace("T", " ")} (${b.timeZone})`;
  const msg = `Reminder: the ${b.hours} h session at ${row.studio.name} starts ${words}, ${when}.`;
  const data = { booking_id: id, studio_id: row.studio.id };
  await Promise.all([
    notify(deps, b.clientId, { type: "Booking reminder", msg, data }),
    notify(deps, row.studio.producerId, { type: "Booking reminder", msg, data }),
  ]);
}

/** The whole upkeep of appointments, in order: unanswered requests, finished sessions, reminders. */
export async function appointmentsUpkeep(deps: NotifyDeps, now = Date.now()) {
  return {
    declined: await declineUnanswered(deps, now),
    completed: await completeFinished(deps, now),
    reminded: await sendReminders(deps, now),
  };
}
