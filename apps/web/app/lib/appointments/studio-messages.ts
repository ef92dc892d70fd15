// The studio's words: the §8 fallbacks when the api sends no `msg`, each booking state as the producer
// reads it, and what each move does with the client's money (docs/decisions/0811), said before it is
// confirmed.
import type { BookingStatus, StudioMove } from "./studio-types";

export const STUDIO_MESSAGES = {
  save: "Studio saved successfully",
  confirm: "Booking confirmed successfully",
  decline: "Booking declined successfully",
  cancel: "Booking cancelled successfully",
  complete: "Booking completed successfully",
  /** An action posted without its Idempotency-Key (a broken page): nothing was sent. */
  retry: "Reload the page and try again: nothing was sent.",
} as const;

export const STATUS_TEXT: Readonly<Record<BookingStatus, string>> = {
  pending: "Waiting for your answer",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** A move's button and its busy label. */
export const MOVE_WORDS: Readonly<Record<StudioMove, { label: string; busy: string }>> = {
  confirm: { label: "Accept", busy: "Accepting..." },
  decline: { label: "Decline", busy: "Declining..." },
  cancel: { label: "Cancel booking", busy: "Cancelling..." },
  complete: { label: "Mark completed", busy: "Saving..." },
};

/** The question before a move that moves the deposit (accepting moves none and is not asked). */
export const QUESTION_WORDS: Readonly<
  Record<Exclude<StudioMove, "confirm">, { title: string; confirm: string; danger: boolean }>
> = {
  decline: { title: "Decline this booking?", confirm: "Decline booking", danger: true },
  cancel: { title: "Cancel this booking?", confirm: "Cancel booking", danger: true },
  complete: { title: "Mark this session completed?", confirm: "Mark completed", danger: false },
};

/** An api code that means "someone already answered this booking": the page reloads it. */
export const isAlreadyAnswered = (code: string | undefined) => code === "CONFLICT";
