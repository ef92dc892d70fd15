import { sql } from "drizzle-orm";
import { defineMachine } from "../../kit/transitions";
import { studioBookings } from "./schema";
import type { BookingStatus } from "./states";

/*
 * A booking's moves (issue #36): only a pending or confirmed booking moves, once. Migration 0038 holds
 * the trigger `triggerSql()` generates (a test compares them), so no writer can skip a state, and the
 * money of a move (a refund, a release) waits for it in the same batch.
 */
export const bookingMoves = defineMachine<BookingStatus>({
  table: "studio_bookings",
  trigger: "studio_bookings_status_bu",
  label: "appointments: booking",
  moves: {
    pending: ["confirmed", "declined", "cancelled"],
    confirmed: ["completed", "cancelled"],
    declined: [],
    cancelled: [],
    completed: [],
  },
});

/** The guard condition "booking `id` is now `status`". */
export const bookingIs = (id: string, status: BookingStatus) =>
  sql`exists (select 1 from ${studioBookings} where id = ${id} and status = ${status})`;
