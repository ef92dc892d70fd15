// A booking's moves for its studio: Accept a pending request (no money moves, so it is sent at once);
// Decline it, Cancel a confirmed session, or Mark an ended one completed, each asked first with what it
// does with the client's deposit (refunded in full, or released to the producer's wallet) and posted
// with its own Idempotency-Key, as the wallet's payments are. A 409 (someone, or the clock, answered
// first) is said in place and the page reloads the booking.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import type { ActionResult } from "../../../lib/api/failure";
import { isAlreadyAnswered, MOVE_WORDS } from "../../../lib/appointments/studio-messages";
import type { StudioBooking, StudioMove } from "../../../lib/appointments/studio-types";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, useIdempotencyKey } from "../../../lib/wallet/idempotency";
import { Money } from "../../money/money";
import { Dialog } from "../../widgets/dialog";

/** What a move does with the money, said before it is confirmed. */
function Consequence({ booking, move }: { booking: StudioBooking; move: StudioMove }) {
  const client = booking.client.name;
  const paid = booking.deposit + booking.fee;
  if (booking.deposit === 0 && move !== "confirm")
    return <>No deposit was paid for this booking, so no money moves. This cannot be undone.</>;
  switch (move) {
    case "confirm":
      return <>The session is booked. The deposit stays held until the session is completed.</>;
    case "decline":
      return (
        <>
          {`${client} is refunded in full: `}
          <Money cents={paid} />
          {" (the deposit and its fee) goes back to their wallet. This cannot be undone."}
        </>
      );
    case "cancel":
      return (
        <>
          {`The session is cancelled and ${client} is refunded in full: `}
          <Money cents={booking.cancel?.refund ?? paid} />
          {" (the deposit and its fee) goes back to their wallet. This cannot be undone."}
        </>
      );
    case "complete":
      return (
        <>
          {"The deposit of "}
          <Money cents={booking.deposit} />
          {" is released to your wallet (the fee goes to Ngoma). The rest of the price, "}
          <Money cents={booking.balance_due} />
          {", is settled at the studio."}
        </>
      );
  }
}

/** The moves the api says this booking allows now, in the order they are offered. */
export function movesOf(booking: StudioBooking): StudioMove[] {
  const out: StudioMove[] = [];
  if (booking.can_confirm) out.push("confirm");
  if (booking.can_decline) out.push("decline");
  if (booking.can_complete) out.push("complete");
  // A pending request is declined rather than cancelled; a confirmed one is cancelled until it starts.
  if (booking.status === "confirmed" && booking.cancel) out.push("cancel");
  return out;
}

export function BookingMoves({
  booking,
  action,
  children,
}: {
  booking: StudioBooking;
  /** The route whose action takes the moves. */
  action: string;
  /** Shown beside the buttons (a row's "Details" link). */
  children?: ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  const revalidator = useRevalidator();
  const keys = {
    decline: useIdempotencyKey(),
    complete: useIdempotencyKey(),
    cancel: useIdempotencyKey(),
  };
  const [asking, setAsking] = useState<StudioMove | null>(null);
  useActionFeedback(fetcher.data);
  const answer = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    if (!answer || fetcher.state !== "idle") return;
    const move = answer.intent as StudioMove | undefined;
    if (move && move !== "confirm" && keySpent(answer)) keys[move].renew();
    // An error answer does not reload the page by itself: the booking has moved on, show where it is.
    if (!answer.ok && isAlreadyAnswered(answer.code)) revalidator.revalidate();
  }, [answer?.at, fetcher.state]);
  const busy = fetcher.state !== "idle";
  const moving = fetcher.formData?.get("intent");
  const refusal = !busy && answer && !answer.ok ? answer.msg : undefined;
  const send = (move: StudioMove) =>
    fetcher.submit(
      move === "confirm"
        ? { intent: move, id: booking.id }
        : { intent: move, id: booking.id, [IDEMPOTENCY_FIELD]: keys[move].key },
      { method: "post", action },
    );
  const moves = movesOf(booking);
  const shown = asking ? MOVE_WORDS[asking] : null;
  return (
    <div className="appt-moves">
      <div className="row appt-moves__buttons">
        {moves.map((move) => (
          <button
            key={move}
            type="button"
            className={
              move === "confirm" || move === "complete"
                ? "button button--primary"
                : "button button--ghost studio-danger-text"
            }
            disabled={busy}
            aria-label={`${MOVE_WORDS[move].label}: ${booking.client.name}`}
            onClick={() => (move === "confirm" ? send(move) : setAsking(move))}
          >
            {busy && moving === move ? MOVE_WORDS[move].busy : MOVE_WORDS[move].label}
          </button>
        ))}
        {children}
      </div>
      {refusal ? (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} title={shown?.title ?? ""}>
        <p>{asking ? <Consequence booking={booking} move={asking} /> : null}</p>
        <div className="row ngw-dialog__actions">
          {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
          <button type="button" className="button button--ghost" onClick={() => setAsking(null)} autoFocus>
            Keep it as it is
          </button>
          <button
            type="button"
            className={shown?.danger ? "button button--danger" : "button button--primary"}
            onClick={() => {
              const move = asking;
              setAsking(null);
              if (move) send(move);
            }}
          >
            {shown?.confirm}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
