// A booking's state as a badge: its words, and a colour that only repeats them (never the sole signal).
import type { BookingStatus } from "../../lib/appointments/types";

const STATES: Record<BookingStatus, { label: string; tone: "warn" | "ok" | "bad" | "done" }> = {
  pending: { label: "Awaiting the studio", tone: "warn" },
  confirmed: { label: "Confirmed", tone: "ok" },
  completed: { label: "Completed", tone: "done" },
  declined: { label: "Declined", tone: "bad" },
  cancelled: { label: "Cancelled", tone: "bad" },
};

export const bookingStateLabel = (status: BookingStatus) => STATES[status].label;

export function BookingBadge({ status }: { status: BookingStatus }) {
  const state = STATES[status];
  return (
    <span className={`badge appt-badge appt-badge--${state.tone}`} data-status={status}>
      {state.label}
    </span>
  );
}
