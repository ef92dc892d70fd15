import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, isUniqueViolation, validationError } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { abortUnlessChanged, isUnchanged } from "../../kit/transitions";
import { zodIssuesToFields } from "../../kit/zod-fields";
import { users } from "../accounts/schema";
import { orderRecordStatements, orderTotals } from "../commerce";
import { runLedgerBatch } from "../ledger";
import { type NotifyDeps, notify } from "../notifications";
import { assertCreator } from "./access";
import { BookingData } from "./bookings.contract";
import { busyAround, localTime } from "./discovery.service";
import { refusalMessage, type SessionPrice, sessionPrice } from "./rules";
import { studioBookingCells, studioBookings, studios } from "./schema";
import { occupiedCells, refuseBooking } from "./slots.rules";
import { type LoadedStudio, loadStudio, rulesOf } from "./studio.service";

/*
 * Making a booking (issue #36, docs/decisions/0810): the request checked against the studio's rules the
 * way its slots are offered, then one batch that writes the booking, one row per 15-minute cell it holds
 * (buffer included) under the `(studio, cell)` primary key, and — with a deposit — the held order whose
 * money the service payment moved into the studio escrow in the same batch. Of two bookings claiming a
 * cell, the second batch fails whole: no booking, no order, no charge (409).
 */

const DAY_MS = 86_400_000;
const CELL_MS = 15 * 60_000;
export const STUDIO_BOOKING_REQUEST_TYPE = "studio_booking";
export const JUST_BOOKED = "This time was just booked. Pick another slot.";
export const TERMS_CHANGED =
  "The studio changed its terms or paused its bookings. Review the price and book again.";

/** A checked request: the studio, the session, and its price. */
export interface BookingPlan {
  studio: LoadedStudio;
  clientId: string;
  startMs: number;
  endMs: number;
  hours: number;
  notes: string | null;
  price: SessionPrice;
  /** The platform's 2 % on the deposit (0 without one). */
  feeCents: number;
}

function parseData(data: unknown): BookingData {
  const parsed = BookingData.safeParse(data);
  if (!parsed.success) throw validationError(zodIssuesToFields(parsed.error));
  return parsed.data;
}

/**
 * Checks `data` for `clientId` at `now`: a creator, not the studio's producer, a studio taking
 * bookings, and a start and length `freeSlots` would offer (422 naming the field, 409 when taken).
 */
export async function planBooking(
  db: Db,
  clientId: string,
  data: unknown,
  now = Date.now(),
): Promise<BookingPlan> {
  const request = parseData(data);
  await assertCreator(db, clientId);
  const studio = await loadStudio(db, request.studio_id);
  const { row } = studio;
  if (row.producerId === clientId) throw fieldError("studio_id", "You cannot book your own studio.");
  if (row.status !== 1) throw fieldError("studio_id", "This studio is not taking bookings.");
  const startMs = Date.parse(request.start);
  // A session and its buffer last under a day, so only bookings within a day either side can collide.
  const busy = await busyAround(db, row.id, startMs - DAY_MS, startMs + 2 * DAY_MS);
  const refusal = refuseBooking(rulesOf(studio), busy, { startMs, lengthHours: request.hours, nowMs: now });
  if (refusal === "taken") throw conflict(JUST_BOOKED);
  if (refusal) throw validationError(refusalMessage(refusal, row));
  const price = sessionPrice(row.hourlyRateCents, request.hours, row.depositPercent);
  return {
    studio,
    clientId,
    startMs,
    endMs: startMs + request.hours * 3_600_000,
    hours: request.hours,
    notes: request.notes || null,
    price,
    feeCents: price.depositCents > 0 ? orderTotals(price.depositCents).processingFee : 0,
  };
}

/** The history line's words for a booking's deposit. */
export function depositDescription(plan: BookingPlan): string {
  const { row } = plan.studio;
  return `Studio deposit: ${row.name}, ${localTime(row.timeZone, plan.startMs).replace("T", " ")} (${row.timeZone})`;
}

/**
 * The statements that write booking `id` of `plan`: a guard that the studio's terms are still the ones
 * priced, the held order of its deposit (when there is one; its money moves in the same batch), the
 * booking, and its cells (one INSERT over a JSON list, whatever the length).
 */
export async function bookingStatements(
  db: Db,
  plan: BookingPlan,
  ids: { bookingId: string; operationId: string | null },
  now = Date.now(),
): Promise<Statement[]> {
  const { row } = plan.studio;
  const orderId = plan.price.depositCents > 0 ? newId("ord", now) : null;
  const statements: Statement[] = [
    sql`update ${studios} set status = status where id = ${row.id} and status = 1
      and hourly_rate_cents = ${row.hourlyRateCents} and deposit_percent = ${row.depositPercent}
      and buffer_minutes = ${row.bufferMinutes}`,
    abortUnlessChanged(),
  ];
  if (orderId) {
    if (!ids.operationId) throw new Error("a deposit is paid by an operation");
    const names = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`${users.id} in (${row.producerId}, ${plan.clientId})`);
    const name = (id: string) => names.find((u) => u.id === id)?.name ?? "";
    const order = orderRecordStatements(
      {
        id: orderId,
        buyerId: plan.clientId,
        market: "studio",
        itemKind: STUDIO_BOOKING_REQUEST_TYPE,
        itemId: ids.bookingId,
        priceCents: plan.price.depositCents,
        // What was agreed, as booked: later changes of the studio never reach it.
        terms: {
          contract_number: orderId,
          studio: row.name,
          seller: name(row.producerId),
          buyer: name(plan.clientId),
          starts_at: new Date(plan.startMs).toISOString(),
          ends_at: new Date(plan.endMs).toISOString(),
          time_zone: row.timeZone,
          hours: plan.hours,
          hourly_rate_cents: row.hourlyRateCents,
          session_price_cents: plan.price.priceCents,
          deposit_percent: row.depositPercent,
          deposit_cents: plan.price.depositCents,
          fee_cents: plan.feeCents,
          booked_at: new Date(now).toISOString(),
        },
        payees: [{ userId: row.producerId, shareBps: 10_000 }],
      },
      ids.operationId,
      now,
      "held",
    );
    statements.push(...order.statements);
  }
  const cells = occupiedCells(plan.startMs, plan.endMs, row.bufferMinutes).map((cell) => cell * CELL_MS);
  statements.push(
    sql`insert into ${studioBookings} (id, studio_id, client_id, starts_at, ends_at, hours, time_zone, notes, status,
        order_id, price_cents, deposit_cents, fee_cents, created_at, updated_at)
      values (${ids.bookingId}, ${row.id}, ${plan.clientId}, ${plan.startMs}, ${plan.endMs}, ${plan.hours},
        ${row.timeZone}, ${plan.notes}, 'pending', ${orderId}, ${plan.price.priceCents}, ${plan.price.depositCents},
        ${plan.feeCents}, ${now}, ${now})`,
    sql`insert into ${studioBookingCells} (studio_id, cell, booking_id)
      select ${row.id}, value, ${ids.bookingId} from json_each(${JSON.stringify(cells)})`,
  );
  return statements;
}

/** A booking batch's refusals in words: a cell already held (409), the studio's terms moved (409). */
export function bookingRefusal(error: unknown) {
  if (isUniqueViolation(error, "studio_booking_cells.cell")) return conflict(JUST_BOOKED);
  if (isUnchanged(error)) return conflict(TERMS_CHANGED);
  return null;
}

/** Tells both sides of a new booking (after its batch committed). */
export async function tellBooked(deps: NotifyDeps, bookingId: string) {
  const [row] = await deps.db
    .select({ booking: studioBookings, studio: studios })
    .from(studioBookings)
    .innerJoin(studios, eq(studios.id, studioBookings.studioId))
    .where(eq(studioBookings.id, bookingId));
  if (!row) return;
  const when = `${localTime(row.booking.timeZone, row.booking.startsAt.getTime()).replace("T", " ")} (${row.booking.timeZone})`;
  const data = { booking_id: bookingId, studio_id: row.studio.id };
  await Promise.all([
    notify(deps, row.studio.producerId, {
      type: "Booking request",
      msg: `New booking request at ${row.studio.name} for ${row.booking.hours} h on ${when}: confirm or decline it within 48 hours.`,
      data,
    }),
    notify(deps, row.booking.clientId, {
      type: "Booking requested",
      msg: `Your booking at ${row.studio.name} on ${when} waits for the studio's answer.`,
      data,
    }),
  ]);
}

/**
 * Books a studio that takes no deposit (`POST /creator/appointments/book`): the same checks and cells,
 * no money. A studio with a deposit is booked by paying it (`make-service-payment`).
 */
export async function bookWithoutDeposit(
  deps: NotifyDeps,
  clientId: string,
  data: unknown,
  commit: Statement[] = [],
  now = Date.now(),
): Promise<string> {
  const plan = await planBooking(deps.db, clientId, data, now);
  if (plan.price.depositCents > 0) {
    throw fieldError(
      "studio_id",
      "This studio takes a deposit: pay it to book (request type studio_booking).",
    );
  }
  const bookingId = newId("apt", now);
  try {
    await runLedgerBatch(deps.db, [
      ...(await bookingStatements(deps.db, plan, { bookingId, operationId: null }, now)),
      ...commit,
    ]);
  } catch (error) {
    throw bookingRefusal(error) ?? error;
  }
  await tellBooked(deps, bookingId);
  return bookingId;
}
