// A booking's move buttons, each destructive one behind a question that states its consequence for the
// money first: a cancellation's refund worked out at the moment it is asked (lib/appointments/cancel, the
// api's rule), a decline's full refund, a completion's release of the deposit to the producer.
import { type ReactNode, useState } from "react";
import { cancelOutcome } from "../../lib/appointments/cancel";
import { allowedMoves, type BookingMove } from "../../lib/appointments/moves";
import type { Booking, BookingRole } from "../../lib/appointments/types";
import { Money } from "../money/money";
import { ConfirmDialog } from "../widgets/dialog";

const LABELS: Record<BookingMove, { button: string; busy: string }> = {
  confirm: { button: "Confirm the booking", busy: "Confirming..." },
  decline: { button: "Decline", busy: "Declining..." },
  complete: { button: "Mark the session done", busy: "Completing..." },
  cancel: { button: "Cancel the booking", busy: "Cancelling..." },
};

export type Question = { title: string; message: ReactNode; confirm: string } | { refused: string };

/** What a move does, said before it is confirmed (null: it asks nothing, as confirming moves no money). */
export function moveQuestion(
  booking: Booking,
  viewer: BookingRole,
  move: BookingMove,
  nowMs: number,
): Question | null {
  const held = booking.deposit + booking.fee;
  const none = booking.deposit === 0;
  switch (move) {
    case "confirm":
      return null;
    case "decline":
      return {
        title: "Decline this booking?",
        message: none ? (
          <>{booking.client.name} is told, and the time is free again.</>
        ) : (
          <>
            {booking.client.name} gets the deposit and fee, <Money cents={held} />, back in full, and the time
            is free again.
          </>
        ),
        confirm: "Decline",
      };
    case "complete":
      return {
        title: "Mark the session done?",
        message: none ? (
          <>The booking is completed. No deposit was paid through Ngoma.</>
        ) : (
          <>
            The deposit, <Money cents={booking.deposit} />, is released to your wallet. The rest,{" "}
            <Money cents={booking.balance_due} />, is settled at the studio. This cannot be undone.
          </>
        ),
        confirm: "Mark done",
      };
    case "cancel": {
      const outcome = cancelOutcome(booking, viewer, nowMs);
      if ("refused" in outcome) return { refused: outcome.refused };
      const who = viewer === "client" ? "you" : booking.client.name;
      const message = none ? (
        <>Nothing was paid through Ngoma, so nothing is refunded. The time is free again.</>
      ) : outcome.outcome === "refund" ? (
        <>
          The deposit and fee, <Money cents={outcome.refund} />, go back to{" "}
          {viewer === "client" ? "your" : `${who}'s`} wallet. The time is free again.
        </>
      ) : (
        <>
          The session starts in less than 24 hours: the deposit, <Money cents={booking.deposit} />, goes to
          the studio and the <Money cents={booking.fee} /> fee is not refunded. Nothing comes back to your
          wallet.
        </>
      );
      return { title: "Cancel this booking?", message, confirm: "Cancel the booking" };
    }
  }
}

export function BookingMoveButtons({
  booking,
  viewer,
  onMove,
  busy,
}: {
  booking: Booking;
  viewer: BookingRole;
  onMove: (move: BookingMove) => void;
  busy: BookingMove | null;
}) {
  const [asking, setAsking] = useState<{ move: BookingMove; question: Question } | null>(null);
  const moves = allowedMoves(booking);
  if (moves.length === 0) return null;
  const question = asking?.question;
  return (
    <div className="stack appt-moves">
      {question && "refused" in question ? (
        <p className="form-alert" role="alert">
          {question.refused}
        </p>
      ) : null}
      <div className="row">
        {moves.map((move) => (
          <button
            key={move}
            type="button"
            className={
              move === "confirm" || move === "complete" ? "button button--primary" : "button button--ghost"
            }
            disabled={busy !== null}
            onClick={() => {
              // Asked now, not when the page loaded: the 24-hour line may have passed since.
              const asked = moveQuestion(booking, viewer, move, Date.now());
              if (asked === null) onMove(move);
              else setAsking({ move, question: asked });
            }}
          >
            {busy === move ? LABELS[move].busy : LABELS[move].button}
          </button>
        ))}
      </div>
      {asking && question && !("refused" in question) ? (
        <ConfirmDialog
          open
          title={question.title}
          message={question.message}
          confirmLabel={question.confirm}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onMove(asking.move);
          }}
        />
      ) : null}
    </div>
  );
}
