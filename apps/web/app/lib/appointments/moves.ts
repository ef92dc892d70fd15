// The moves of a booking after it is made, and where its money is: the client may cancel; the studio's
// producer confirms, declines, completes or cancels (features/appointments/moves.service.ts). Pure.
import type { Booking } from "./types";

export const BOOKING_MOVES = ["confirm", "decline", "complete", "cancel"] as const;
export type BookingMove = (typeof BOOKING_MOVES)[number];

export const isBookingMove = (text: string): text is BookingMove =>
  (BOOKING_MOVES as readonly string[]).includes(text);

/** The moves the api allows the caller now, in the order the page offers them. */
export function allowedMoves(booking: Booking): BookingMove[] {
  const moves: BookingMove[] = [];
  if (booking.can_confirm) moves.push("confirm");
  if (booking.can_decline) moves.push("decline");
  if (booking.can_complete) moves.push("complete");
  if (booking.cancel) moves.push("cancel");
  return moves;
}

export type MoneyState =
  /** The studio takes no deposit: no money went through Ngoma. */
  | "none"
  /** Deposit and fee wait in the studio escrow (pending or confirmed). */
  | "held"
  /** Deposit and fee went back to the client. */
  | "refunded"
  /** The deposit went to the producer (completed, or the client cancelled late). */
  | "released";

const FREE_CANCEL_MS = 24 * 3_600_000;

/**
 * Where the deposit is, read from the booking's state by the api's rules (docs/decisions/0811): declined
 * and a studio's cancellation refund; so does a client's, unless they cancelled a confirmed session less
 * than 24 h before it started; completed releases.
 */
export function moneyState(
  booking: Pick<Booking, "status" | "deposit" | "cancelled_by" | "confirmed_at" | "ended_at" | "starts_at">,
): MoneyState {
  if (booking.deposit === 0) return "none";
  switch (booking.status) {
    case "pending":
    case "confirmed":
      return "held";
    case "completed":
      return "released";
    case "declined":
      return "refunded";
    case "cancelled": {
      if (booking.cancelled_by !== "client" || !booking.confirmed_at || !booking.ended_at) return "refunded";
      return Date.parse(booking.starts_at) - Date.parse(booking.ended_at) >= FREE_CANCEL_MS
        ? "refunded"
        : "released";
    }
  }
}
