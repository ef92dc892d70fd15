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

/** A move's button, its busy label, the question's title and its confirm button. */
export const MOVE_WORDS: Readonly<
  Record<StudioMove, { label: string; busy: string; title: string; confirm: string; danger: boolean }>
> = {
  confirm: {
    label: "Accept",
    busy: "Accepting...",
    title: "Accept this booking?",
    confirm: "Accept booking",
    danger: false,
  },
  decline: {
    label: "Decline",
    busy: "Declining...",
    title: "Decline this booking?",
    confirm: "Decline booking",
    danger: true,
  },
  cancel: {
    label: "Cancel booking",
    busy: "Cancelling...",
    title: "Cancel this booking?",
    confirm: "Cancel booking",
    danger: true,
  },
  complete: {
    label: "Mark completed",
    busy: "Saving...",
    title: "Mark this session completed?",
    confirm: "Mark completed",
    danger: false,
  },
};

/** An api code that means "someone already answered this booking": the page reloads it. */
export const isAlreadyAnswered = (code: string | undefined) => code === "CONFLICT";
