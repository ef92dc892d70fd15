/*
 * The states of studio bookings as plain constants: the schema, the wire contract and the rules read them
 * from here (a contract file may not import drizzle tables, docs/decisions/0202).
 */

/**
 * A booking's life (issue #36): `pending` (the deposit in the studio escrow, waiting for the producer),
 * then `confirmed` or `declined` (refunded), or `cancelled` by either side; a confirmed booking ends
 * `completed` (the deposit released to the producer) or `cancelled` (refunded, or released when the
 * client cancels late).
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "declined", "cancelled", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The bookings that hold their time: their cells are in `studio_booking_cells`. */
export const ACTIVE_BOOKING_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** Who ended a cancelled booking. */
export const CANCELLERS = ["client", "studio"] as const;
export type Canceller = (typeof CANCELLERS)[number];
