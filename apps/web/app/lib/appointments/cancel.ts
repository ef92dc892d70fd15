// What cancelling a booking does with its deposit, stated before the caller confirms: the api's rule
// (features/appointments/rules.ts `cancellation`, held to it by cancel.test.ts), worked out again at the
// moment the question is asked, since a page left open can cross the 24-hour line after it loaded.
import type { Booking, BookingRole } from "./types";

/** A client who cancels a confirmed booking at least this long before it starts gets everything back. */
export const FREE_CANCEL_MS = 24 * 3_600_000;

export type CancelOutcome =
  | { outcome: "refund"; refund: number }
  | { outcome: "release"; refund: 0 }
  | { refused: string };

/**
 * The producer's cancellation always refunds; so does the client's while the booking is pending or
 * confirmed and at least 24 h away; later the deposit goes to the producer. The refund is the deposit
 * and its fee.
 */
export function cancelOutcome(
  booking: Pick<Booking, "status" | "starts_at" | "deposit" | "fee">,
  by: BookingRole,
  nowMs: number,
): CancelOutcome {
  const startsAtMs = Date.parse(booking.starts_at);
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return { refused: "This booking has already ended." };
  }
  if (booking.status === "confirmed" && nowMs >= startsAtMs) {
    return { refused: "This session has already started." };
  }
  const refund = { outcome: "refund" as const, refund: booking.deposit + booking.fee };
  if (by === "studio" || booking.status === "pending") return refund;
  return startsAtMs - nowMs >= FREE_CANCEL_MS ? refund : { outcome: "release", refund: 0 };
}
