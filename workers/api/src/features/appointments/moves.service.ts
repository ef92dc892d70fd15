import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { type HeldOrder, refundOrderStatements, releaseOrderStatements } from "../commerce";
import { runLedgerBatch, walletAccount } from "../ledger";
import { type NotifyDeps, notify } from "../notifications";
import { bookingOfParty } from "./bookings.reads";
import { localTime } from "./discovery.service";
import { bookingMoves } from "./machine";
import { cancellation, type MoneyOutcome } from "./rules";
import { type StudioBookingRow, studioBookingCells, studioBookings, studios } from "./schema";
import type { BookingStatus, Canceller } from "./states";

/*
 * A booking's moves (issue #36, docs/decisions/0810). Who holds the deposit (and its 2 % fee):
 * - pending and confirmed: the studio escrow (`lac_escrow_studio`), as a held order;
 * - declined, cancelled by the studio, cancelled by the client while pending or ≥ 24 h ahead: refunded,
 *   deposit and fee, to the client's wallet;
 * - completed, or cancelled by the client < 24 h ahead: released, the deposit to the producer's wallet and
 *   the fee to the platform.
 * Each move is one batch: the guarded status move, the order's own guarded release or refund, the cells
 * deleted when the booking ends unheld (so the time frees up), and the request's idempotency commit. A
 * repeat or a race loses the guard and moves nothing (409).
 */

type Party = "client" | "studio";

interface Move {
  to: BookingStatus;
  outcome: MoneyOutcome | null;
  by?: Canceller;
}

/** The held order of `booking` as its release and refund need it (none without a deposit). */
async function heldOrder(db: Db, booking: StudioBookingRow, producerId: string, now: number) {
  if (!booking.orderId) return null;
  const [clientWallet, producerWallet] = await Promise.all([
    walletAccount(db, booking.clientId, now),
    walletAccount(db, producerId, now),
  ]);
  return {
    id: booking.orderId,
    market: "studio",
    priceCents: booking.depositCents,
    feeCents: booking.feeCents,
    buyerId: booking.clientId,
    buyerWalletId: clientWallet,
    payees: [{ userId: producerId, accountId: producerWallet, shareBps: 10_000 }],
  } satisfies HeldOrder;
}

/** The statements that move `booking` from the status it was read in, with its money and cells. */
export async function moveStatements(
  db: Db,
  booking: StudioBookingRow,
  producerId: string,
  move: Move,
  now: number,
): Promise<Statement[]> {
  const order = move.outcome ? await heldOrder(db, booking, producerId, now) : null;
  const ends = move.to === "declined" || move.to === "cancelled" || move.to === "completed";
  const set = sql`, updated_at = ${now}
    ${move.to === "confirmed" ? sql`, confirmed_at = ${now}` : sql``}
    ${ends ? sql`, ended_at = ${now}` : sql``}
    ${move.by ? sql`, cancelled_by = ${move.by}` : sql``}`;
  const money = !order
    ? []
    : move.outcome === "refund"
      ? refundOrderStatements(order, order.priceCents, now)
      : releaseOrderStatements(order, now);
  return [
    ...bookingMoves.move(booking.id, booking.status, move.to, set),
    ...money,
    ...(move.to === "declined" || move.to === "cancelled"
      ? [sql`delete from ${studioBookingCells} where booking_id = ${booking.id}`]
      : []),
  ];
}

const MESSAGES: Record<string, { type: string; client: string; studio: string }> = {
  confirmed: {
    type: "Booking confirmed",
    client: "{studio} confirmed your session on {when}. The address is on the booking.",
    studio: "You confirmed {client}'s session on {when}.",
  },
  declined: {
    type: "Booking declined",
    client: "{studio} declined your session on {when}: the deposit is back in your wallet.",
    studio: "{client}'s request for {when} was declined and refunded.",
  },
  "cancelled:refund": {
    type: "Booking cancelled",
    client: "The session at {studio} on {when} was cancelled: the deposit is back in your wallet.",
    studio: "The session with {client} on {when} was cancelled and refunded.",
  },
  "cancelled:release": {
    type: "Booking cancelled",
    client:
      "You cancelled the session at {studio} on {when} within 24 hours: the deposit went to the studio.",
    studio: "{client} cancelled the session on {when} within 24 hours: the deposit is in your wallet.",
  },
  completed: {
    type: "Session completed",
    client: "Your session at {studio} on {when} is completed.",
    studio: "The session with {client} on {when} is completed: the deposit is in your wallet.",
  },
};

/** Tells both sides what happened to booking `id` (after its batch committed). */
export async function tellMoved(deps: NotifyDeps, id: string, key: string) {
  const [row] = await deps.db
    .select({
      booking: studioBookings,
      studio: studios,
      client: sql<string>`(select name from users where id = ${studioBookings.clientId})`.as("client_name"),
    })
    .from(studioBookings)
    .innerJoin(studios, eq(studios.id, studioBookings.studioId))
    .where(eq(studioBookings.id, id));
  const message = MESSAGES[key];
  if (!row || !message) return;
  const when = `${localTime(row.booking.timeZone, row.booking.startsAt.getTime()).replace("T", " ")} (${row.booking.timeZone})`;
  const fill = (text: string) =>
    text.replace("{studio}", row.studio.name).replace("{client}", row.client).replace("{when}", when);
  const data = { booking_id: id, studio_id: row.studio.id };
  await Promise.all([
    notify(deps, row.booking.clientId, { type: message.type, msg: fill(message.client), data }),
    notify(deps, row.studio.producerId, { type: message.type, msg: fill(message.studio), data }),
  ]);
}

/** Runs one move of booking `read` and tells both sides. */
async function run(
  deps: NotifyDeps,
  read: { booking: StudioBookingRow; producerId: string },
  move: Move,
  commit: Statement[],
  now: number,
) {
  const statements = await moveStatements(deps.db, read.booking, read.producerId, move, now);
  try {
    await runLedgerBatch(deps.db, [...statements, ...commit]);
  } catch (error) {
    throw bookingMoves.error(error, "This booking has already moved on.");
  }
  await tellMoved(deps, read.booking.id, move.to === "cancelled" ? `cancelled:${move.outcome}` : move.to);
}

/** The booking `id` of the caller's studio (404 for anyone else, the client included). */
async function ofStudio(db: Db, producerId: string, id: string) {
  const read = await bookingOfParty(db, producerId, id);
  if (read.producerId !== producerId) throw notFound("Booking");
  return read;
}

/** The producer accepts a pending booking (before it starts). No money moves. */
export async function confirmBooking(deps: NotifyDeps, producerId: string, id: string, now = Date.now()) {
  const read = await ofStudio(deps.db, producerId, id);
  if (read.booking.status !== "pending") throw conflict("Only a pending booking can be confirmed.");
  if (now >= read.booking.startsAt.getTime()) throw conflict("This session has already started.");
  await run(deps, read, { to: "confirmed", outcome: null }, [], now);
}

/** The producer (or the upkeep, `producerId` null) declines a pending booking: a full refund. */
export async function declineBooking(
  deps: NotifyDeps,
  producerId: string | null,
  id: string,
  now = Date.now(),
  commit: Statement[] = [],
) {
  const read = producerId ? await ofStudio(deps.db, producerId, id) : await anyBooking(deps.db, id);
  if (read.booking.status !== "pending") throw conflict("Only a pending booking can be declined.");
  await run(deps, read, { to: "declined", outcome: "refund" }, commit, now);
}

/** Either side cancels: the refund or release `cancellation` names. */
export async function cancelBooking(
  deps: NotifyDeps,
  userId: string,
  id: string,
  now = Date.now(),
  commit: Statement[] = [],
) {
  const read = await bookingOfParty(deps.db, userId, id);
  const by: Party = read.producerId === userId ? "studio" : "client";
  const ends = cancellation(
    { status: read.booking.status, startsAtMs: read.booking.startsAt.getTime() },
    by,
    now,
  );
  if ("refused" in ends) throw conflict(ends.refused);
  await run(deps, read, { to: "cancelled", outcome: ends.outcome, by }, commit, now);
}

/** The producer (after the end) or the upkeep (`producerId` null) completes: the deposit released. */
export async function completeBooking(
  deps: NotifyDeps,
  producerId: string | null,
  id: string,
  now = Date.now(),
  commit: Statement[] = [],
) {
  const read = producerId ? await ofStudio(deps.db, producerId, id) : await anyBooking(deps.db, id);
  if (read.booking.status !== "confirmed") throw conflict("Only a confirmed booking can be completed.");
  if (now < read.booking.endsAt.getTime()) throw conflict("This session has not ended yet.");
  await run(deps, read, { to: "completed", outcome: "release" }, commit, now);
}

/** Any booking with its producer, for the upkeep. */
async function anyBooking(db: Db, id: string) {
  const [read] = await db
    .select({ booking: studioBookings, producerId: studios.producerId })
    .from(studioBookings)
    .innerJoin(studios, eq(studios.id, studioBookings.studioId))
    .where(eq(studioBookings.id, id));
  if (!read) throw notFound("Booking");
  return read;
}
