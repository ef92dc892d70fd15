// The moves of a booking posted to a page's action (lib/appointments/bookings.server `appointmentsAction`:
// `{ intent, id }`, and the Idempotency-Key of the moves that move money), the api's answer toasted and
// the page read again. One key per move of a booking, kept through a retry after no answer, renewed once
// an answer spends it. For any page that shows a booking: the client's, and the producer's.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ActionResult } from "../../lib/api/failure";
import type { BookingMove } from "../../lib/appointments/moves";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, newIdempotencyKey } from "../../lib/wallet/idempotency";

export interface BookingMoves {
  onMove: (move: BookingMove) => void;
  /** The move under way, if any. */
  busy: BookingMove | null;
}

/** @example const moves = useBookingMoves(booking.id); <BookingDetail booking={booking} {...moves} /> */
export function useBookingMoves(bookingId: string, action?: string): BookingMoves {
  const fetcher = useFetcher<ActionResult>();
  const keys = useRef(new Map<BookingMove, string>());
  const last = useRef<BookingMove | null>(null);
  const result = fetcher.data;
  useActionFeedback(result);
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (result && last.current && keySpent(result)) keys.current.delete(last.current);
  }, [at]);
  const onMove = (move: BookingMove) => {
    const key = keys.current.get(move) ?? newIdempotencyKey();
    keys.current.set(move, key);
    last.current = move;
    fetcher.submit(
      { intent: move, id: bookingId, [IDEMPOTENCY_FIELD]: key },
      action ? { method: "post", action } : { method: "post" },
    );
  };
  const posted = fetcher.formData?.get("intent");
  const busy = fetcher.state !== "idle" && typeof posted === "string" ? (posted as BookingMove) : null;
  return { onMove, busy };
}
