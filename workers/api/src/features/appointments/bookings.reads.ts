import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { pageWindow, toPage } from "../../kit/pagination";
import { refundShare } from "../commerce";
import type { Booking, BookingQuery } from "./bookings.contract";
import { localTime } from "./discovery.service";
import { icsCalendar } from "./ics.rules";
import { cancellation } from "./rules";
import { type StudioBookingRow, studioBookings, studios } from "./schema";
import { ACTIVE_BOOKING_STATUSES } from "./states";

/*
 * Bookings as their two sides read them (issue #36): the client who booked and the studio's producer;
 * anyone else gets the same 404 as a missing booking. Each view says what the reader may do next and,
 * before a cancellation, what it would return.
 */

const UPCOMING_MAX = 20;

/** One booking row with its studio and both parties' names, in one query (names under their own keys). */
const bookingColumns = {
  booking: studioBookings,
  studioName: sql<string>`${studios.name}`.as("studio_name"),
  studioCity: sql<string>`${studios.city}`.as("studio_city"),
  studioAddress: sql<string>`${studios.address}`.as("studio_address"),
  producerId: sql<string>`${studios.producerId}`.as("studio_producer_id"),
  clientName: sql<string>`(select name from users where id = ${studioBookings.clientId})`.as("client_name"),
  producerName: sql<string>`(select name from users where id = ${studios.producerId})`.as("producer_name"),
};

type BookingRead = {
  booking: StudioBookingRow;
  studioName: string;
  studioCity: string;
  studioAddress: string;
  producerId: string;
  clientName: string;
  producerName: string;
};

const readBookings = (db: Db) =>
  db.select(bookingColumns).from(studioBookings).innerJoin(studios, eq(studios.id, studioBookings.studioId));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `read` as `viewerId` sees it at `now`. */
export function bookingView(read: BookingRead, viewerId: string, now = Date.now()): Booking {
  const b = read.booking;
  const role = viewerId === read.producerId ? "studio" : "client";
  const startsAtMs = b.startsAt.getTime();
  const ends = cancellation({ status: b.status, startsAtMs }, role, now);
  const refund =
    "outcome" in ends && ends.outcome === "refund" && b.depositCents > 0
      ? refundShare({ priceCents: b.depositCents, feeCents: b.feeCents }, b.depositCents).total
      : 0;
  const booked = b.status === "confirmed" || b.status === "completed";
  return {
    id: b.id,
    status: b.status,
    role,
    studio: {
      id: b.studioId,
      name: read.studioName,
      city: read.studioCity,
      address: role === "studio" || booked ? read.studioAddress : null,
    },
    client: { id: b.clientId, name: read.clientName },
    producer: { id: read.producerId, name: read.producerName },
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    time_zone: b.timeZone,
    local_start: localTime(b.timeZone, startsAtMs),
    local_end: localTime(b.timeZone, b.endsAt.getTime()),
    hours: b.hours,
    notes: b.notes,
    price: b.priceCents,
    deposit: b.depositCents,
    fee: b.feeCents,
    balance_due: b.priceCents - b.depositCents,
    order_id: b.orderId,
    cancelled_by: b.cancelledBy,
    confirmed_at: iso(b.confirmedAt),
    ended_at: iso(b.endedAt),
    created_at: b.createdAt.toISOString(),
    can_confirm: role === "studio" && b.status === "pending" && now < startsAtMs,
    can_decline: role === "studio" && b.status === "pending",
    can_complete: role === "studio" && b.status === "confirmed" && now >= b.endsAt.getTime(),
    cancel: "outcome" in ends ? { outcome: ends.outcome, refund } : null,
  };
}

/** Booking `id` if `userId` is its client or its studio's producer (404 otherwise). */
export async function bookingOfParty(db: Db, userId: string, id: string): Promise<BookingRead> {
  const [read] = await readBookings(db).where(
    and(eq(studioBookings.id, id), or(eq(studioBookings.clientId, userId), eq(studios.producerId, userId))),
  );
  if (!read) throw notFound("Booking");
  return read;
}

export async function getBooking(db: Db, userId: string, id: string, now = Date.now()): Promise<Booking> {
  return bookingView(await bookingOfParty(db, userId, id), userId, now);
}

/** A page of the caller's bookings as a client (or of their studio's), latest session first. */
export async function listBookings(db: Db, userId: string, query: BookingQuery, now = Date.now()) {
  const where: SQL[] = [
    query.role === "studio" ? eq(studios.producerId, userId) : eq(studioBookings.clientId, userId),
  ];
  if (query.status) where.push(eq(studioBookings.status, query.status));
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await db.batch([
    readBookings(db)
      .where(and(...where))
      .orderBy(desc(studioBookings.startsAt), desc(studioBookings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .where(and(...where)),
  ]);
  return toPage(
    rows.map((r) => bookingView(r, userId, now)),
    { page: query.page, perPage: query.per_page, total: totals[0]?.n ?? 0 },
  );
}

/** The caller's next sessions, pending or confirmed, as a client and as the studio, soonest first. */
export async function upcomingBookings(db: Db, userId: string, now = Date.now()): Promise<Booking[]> {
  // One query per side, each on its own index (client: studio_bookings_client_idx; studio:
  // studio_bookings_studio_idx through the producer's one studio), merged here: an OR of the two sides
  // cannot use either.
  const side = (who: SQL) =>
    readBookings(db)
      .where(
        and(
          who,
          inArray(studioBookings.status, [...ACTIVE_BOOKING_STATUSES]),
          // Unary + keeps this range off studio_bookings_due_idx: without statistics SQLite would pick it
          // and read every active booking, where the side's own index reads only the side's.
          sql`+${studioBookings.endsAt} > ${now}`,
        ),
      )
      .orderBy(asc(studioBookings.startsAt), asc(studioBookings.id))
      .limit(UPCOMING_MAX);
  const [asClient, asStudio] = await db.batch([
    side(eq(studioBookings.clientId, userId)),
    side(
      eq(
        studioBookings.studioId,
        sql`(select ${studios.id} from ${studios} where ${studios.producerId} = ${userId})`,
      ),
    ),
  ]);
  return [...asClient, ...asStudio]
    .sort(
      (a, b) =>
        a.booking.startsAt.getTime() - b.booking.startsAt.getTime() ||
        a.booking.id.localeCompare(b.booking.id),
    )
    .slice(0, UPCOMING_MAX)
    .map((r) => bookingView(r, userId, now));
}

/** A confirmed booking's calendar file (RFC 5545, times in the studio's zone), for either party. */
export async function bookingIcs(db: Db, userId: string, id: string, now = Date.now()): Promise<string> {
  const read = await bookingOfParty(db, userId, id);
  const b = read.booking;
  if (b.status !== "confirmed") throw conflict("Only a confirmed booking has a calendar file.");
  return icsCalendar({
    uid: `${b.id}@ngoma`,
    startMs: b.startsAt.getTime(),
    endMs: b.endsAt.getTime(),
    timeZone: b.timeZone,
    summary: `Studio session at ${read.studioName}`,
    location: `${read.studioAddress}, ${read.studioCity}`,
    description: [`Client: ${read.clientName}`, `Producer: ${read.producerName}`, b.notes ?? ""]
      .filter(Boolean)
      .join("\n"),
    nowMs: now,
  });
}
