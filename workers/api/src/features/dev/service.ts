import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import { studioBookingCells, studioBookings, studios } from "../appointments/schema";
import { outbox } from "../messaging/schema";
import { notifications } from "../notifications/schema";
import { paymentMethods } from "../payments/schema";

/** The newest sandbox e-mails and SMS sent to an address (at most 20), newest first. */
export async function recentOutbox(db: Db, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to.trim().toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * Stores `count` sample notifications for a user, one second apart and ending now, without pushing them
 * (browser tests of long lists). One D1 batch.
 */
export async function seedSampleNotifications(db: Db, userId: string, count: number, now = Date.now()) {
  const start = now - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId("ntf", start + i * 1000),
    userId,
    type: "Library",
    msg: `Sample notification ${i + 1}`,
    data: { sample: true },
    createdAt: new Date(start + i * 1000),
  }));
  // D1 caps bound parameters per statement (100): 7 columns × 10 rows per insert stays under it.
  const inserts = [];
  for (let i = 0; i < rows.length; i += 10)
    inserts.push(db.insert(notifications).values(rows.slice(i, i + 10)));
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Dates one of `userId`'s payment methods `hours` back, so what waits for a method's age (the 24 h before
 * a first payout, docs/decisions/0506) can be tried on the local stack without waiting. Null when the
 * method is not the user's.
 */
export async function agePaymentMethod(db: Db, userId: string, methodId: string, hours: number) {
  const [row] = await db
    .update(paymentMethods)
    .set({ createdAt: sql`${paymentMethods.createdAt} - ${hours * 3_600_000}` })
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, userId)))
    .returning({ id: paymentMethods.id, createdAt: paymentMethods.createdAt });
  return row ? { id: row.id, created_at: row.createdAt.toISOString() } : null;
}

/**
 * Moves booking `id` (and the cells it holds) `hours` back in time, as if they had passed: for trying a
 * session's end (complete, the 24 h release) on the local stack. Only its client or its studio's producer
 * may; null when the booking is not theirs. A shift onto another booking's cells fails the batch whole.
 */
export async function ageBooking(db: Db, userId: string, bookingId: string, hours: number) {
  const ms = hours * 3_600_000;
  const party = sql`(${studioBookings.clientId} = ${userId} or ${studioBookings.studioId} in
    (select ${studios.id} from ${studios} where ${studios.producerId} = ${userId}))`;
  const [moved] = await db.batch([
    db
      .update(studioBookings)
      .set({
        startsAt: sql`${studioBookings.startsAt} - ${ms}`,
        endsAt: sql`${studioBookings.endsAt} - ${ms}`,
        createdAt: sql`${studioBookings.createdAt} - ${ms}`,
      })
      .where(and(eq(studioBookings.id, bookingId), party))
      .returning({ id: studioBookings.id, startsAt: studioBookings.startsAt, endsAt: studioBookings.endsAt }),
    db
      .update(studioBookingCells)
      .set({ cell: sql`${studioBookingCells.cell} - ${ms}` })
      .where(
        and(
          eq(studioBookingCells.bookingId, bookingId),
          sql`exists (select 1 from ${studioBookings} where ${studioBookings.id} = ${bookingId} and ${party})`,
        ),
      ),
  ]);
  const row = moved[0];
  return row
    ? { id: row.id, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() }
    : null;
}
