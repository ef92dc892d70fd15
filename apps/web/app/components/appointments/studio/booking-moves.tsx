// A booking's moves for its studio: Accept a pending request (no money moves, so it is sent at once);
// Decline it, Cancel a confirmed session, or Mark an ended one completed, each asked first with what it
// does with the client's deposit (refunded in full, or released to the producer's wallet) and posted
// with its own Idempotency-Key, as the wallet's payments are. A 409 (someone, or the clock, answered
// first) is said in place and the page reloads the bookings. One fetcher serves a whole list, so its
// answer outlives the row it removes.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ActionResult } from "../../../lib/api/failure";
import { isAlreadyAnswered, MOVE_WORDS, QUESTION_WORDS } from "../../../lib/appointments/studio-messages";
import type { StudioBooking, StudioMove } from "../../../lib/appointments/studio-types";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, newIdempotencyKey } from "../../../lib/wallet/idempotency";
import { Money } from "../../money/money";
import { Dialog } from "../../widgets/dialog";

/** The moves asked before they are sent: each moves the deposit. Accepting moves none. */
type AskedMove = Exclude<StudioMove, "confirm">;

/** What a move does with the money, said before it is confirmed. */
function Consequence({ booking, move }: { booking: StudioBooking; move: AskedMove }) {
  const client = booking.client.name;
  const paid = booking.deposit + booking.fee;
  if (booking.deposit === 0)
    return <>No deposit was paid for this booking, so no money moves. This cannot be undone.</>;
  switch (move) {
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

type Asked = { booking: StudioBooking; move: AskedMove };

/**
 * The moves of the bookings of one list (or one page): `ask` a move, the question `dialog` and the
 * `refusal` to show once, beside the list.
 *
 * @example const moves = useBookingMoves(action); <MoveButtons booking={b} moves={moves} />{moves.dialog}
 */
export function useBookingMoves(action: string) {
  const fetcher = useFetcher<ActionResult>();
  const revalidator = useRevalidator();
  // One key per booking and move, kept through a retry after no answer, renewed once an answer spends it.
  const keys = useRef(new Map<string, string>());
  const keyOf = (move: StudioMove, id: string) => {
    const name = `${move}:${id}`;
    const key = keys.current.get(name) ?? newIdempotencyKey();
    keys.current.set(name, key);
    return key;
  };
  const [asking, setAsking] = useState<Asked | null>(null);
  const sent = useRef<{ booking: StudioBooking; move: StudioMove } | null>(null);
  useActionFeedback(fetcher.data);
  const answer = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    if (!answer || fetcher.state !== "idle") return;
    const last = sent.current;
    if (last && keySpent(answer)) keys.current.delete(`${last.move}:${last.booking.id}`);
    // An error answer does not reload the page by itself: the booking has moved on, show where it is.
    if (!answer.ok && isAlreadyAnswered(answer.code)) revalidator.revalidate();
  }, [answer?.at, fetcher.state]);
  const send = ({ booking, move }: { booking: StudioBooking; move: StudioMove }) => {
    sent.current = { booking, move };
    fetcher.submit(
      move === "confirm"
        ? { intent: move, id: booking.id }
        : { intent: move, id: booking.id, [IDEMPOTENCY_FIELD]: keyOf(move, booking.id) },
      { method: "post", action },
    );
  };
  const busy = fetcher.state !== "idle";
  const shown = asking ? QUESTION_WORDS[asking.move] : null;
  const dialog = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} title={shown?.title ?? ""}>
      <p>{asking ? <Consequence booking={asking.booking} move={asking.move} /> : null}</p>
      <div className="row ngw-dialog__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
        <button type="button" className="button button--ghost" onClick={() => setAsking(null)} autoFocus>
          Keep it as it is
        </button>
        <button
          type="button"
          className={shown?.danger ? "button button--danger" : "button button--primary"}
          onClick={() => {
            const asked = asking;
            setAsking(null);
            if (asked) send(asked);
          }}
        >
          {shown?.confirm}
        </button>
      </div>
    </Dialog>
  );
  return {
    /** Accept is sent at once; every other move is asked first. */
    ask: (booking: StudioBooking, move: StudioMove) =>
      move === "confirm" ? send({ booking, move }) : setAsking({ booking, move }),
    busy,
    /** The move under way, while it is. */
    moving: busy ? sent.current : null,
    refusal: !busy && answer && !answer.ok ? answer.msg : undefined,
    dialog,
  };
}

export type BookingMovesState = ReturnType<typeof useBookingMoves>;

/** The api's refusal of the last move, said once beside the list. */
export function MoveRefusal({ moves }: { moves: BookingMovesState }) {
  return moves.refusal ? (
    <p className="form-alert" role="alert">
      {moves.refusal}
    </p>
  ) : null;
}

/** One booking's buttons: the moves it allows now. */
export function MoveButtons({
  booking,
  moves,
  children,
}: {
  booking: StudioBooking;
  moves: BookingMovesState;
  /** Shown beside the buttons (a row's "Details" link). */
  children?: ReactNode;
}) {
  return (
    <div className="row appt-moves__buttons">
      {movesOf(booking).map((move) => {
        const words =
          moves.moving?.booking.id === booking.id && moves.moving.move === move
            ? MOVE_WORDS[move].busy
            : MOVE_WORDS[move].label;
        return (
          <button
            key={move}
            type="button"
            className={
              move === "confirm" || move === "complete"
                ? "button button--primary"
                : "button button--ghost studio-danger-text"
            }
            disabled={moves.busy}
            // The name starts with the words shown (busy ones too), so speech input and axe agree with it.
            aria-label={`${words}: ${booking.client.name}`}
            onClick={() => moves.ask(booking, move)}
          >
            {words}
          </button>
        );
      })}
      {children}
    </div>
  );
}
