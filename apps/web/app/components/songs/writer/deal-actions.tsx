// A deal's moves for a writer of the song: Approve a pending bid (it moves the bidder's money, so it is
// asked first with the amount and the other bids' fate, and posted once with its own Idempotency-Key, as
// the wallet's payments are), Decline it, or Cancel an approved deal. Each is asked before it is sent; the
// api's refusal (a 409 such as "Every writer must accept their split…") is said in place, with the rights
// check beside it.
import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import type { SongDeal } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, useIdempotencyKey } from "../../../lib/wallet/idempotency";
import { Money } from "../../money/money";
import { Dialog } from "../../widgets/dialog";
import { RightsCheck } from "./rights-check";

type Move = "approve" | "decline" | "cancel";

const BUSY: Readonly<Record<Move, string>> = {
  approve: "Approving...",
  decline: "Declining...",
  cancel: "Cancelling...",
};

/** The question before a move, and the button that makes it. */
function Question({
  deal,
  move,
  onConfirm,
  onCancel,
}: {
  deal: SongDeal;
  move: Move | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const amount = <Money cents={deal.amount} />;
  const words: Record<Move, { title: string; message: ReactNode; confirm: string; danger: boolean }> = {
    approve: {
      title: "Approve this bid?",
      message: (
        <>
          {`You accept ${deal.bidder.name}'s bid of `}
          {amount}
          {` for “${deal.song.title}”. Every other pending bid on it will be declined and its hold released. The buyer then confirms delivery, or the deal completes by itself after 7 days, and the amount is paid to the writers by their splits.`}
        </>
      ),
      confirm: "Approve bid",
      danger: false,
    },
    decline: {
      title: "Decline this bid?",
      message: (
        <>
          {`${deal.bidder.name}'s bid of `}
          {amount}
          {" is declined and its hold released. This cannot be undone."}
        </>
      ),
      confirm: "Decline bid",
      danger: true,
    },
    cancel: {
      title: "Cancel this deal?",
      message: (
        <>
          {"The approved bid of "}
          {amount}
          {` is cancelled: nothing is paid, ${deal.bidder.name}'s hold is released and “${deal.song.title}” returns to the market.`}
        </>
      ),
      confirm: "Cancel deal",
      danger: true,
    },
  };
  const shown = move ? words[move] : null;
  return (
    <Dialog open={move !== null} onClose={onCancel} title={shown?.title ?? ""}>
      <p>{shown?.message}</p>
      <div className="row ngw-dialog__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
          Keep it as it is
        </button>
        <button
          type="button"
          className={shown?.danger ? "button button--danger" : "button button--primary"}
          onClick={onConfirm}
        >
          {shown?.confirm}
        </button>
      </div>
    </Dialog>
  );
}

export function DealActions({ deal, action }: { deal: SongDeal; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  const idem = useIdempotencyKey();
  const [asking, setAsking] = useState<Move | null>(null);
  useActionFeedback(fetcher.data);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer.
  useEffect(() => {
    // A definitive answer spends the approval's key; a lost one keeps it, so a retry cannot pay twice.
    if (fetcher.data?.intent === "approve" && keySpent(fetcher.data)) idem.renew();
  }, [at]);
  const busy = fetcher.state !== "idle";
  const moving = fetcher.formData?.get("intent") as Move | undefined;
  const refusal = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.msg : undefined;
  const send = (move: Move) =>
    fetcher.submit(move === "approve" ? { intent: move, [IDEMPOTENCY_FIELD]: idem.key } : { intent: move }, {
      method: "post",
      action,
    });
  const button = (move: Move, label: string, className: string) => (
    <button type="button" className={className} disabled={busy} onClick={() => setAsking(move)}>
      {busy && moving === move ? BUSY[move] : label}
    </button>
  );
  const open = deal.status === "pending" || deal.status === "approved";
  return (
    <div className="stack">
      {deal.status === "pending" ? (
        <div className="row song-deal-actions">
          {button("approve", "Approve bid", "button button--primary")}
          {button("decline", "Decline bid", "button button--ghost studio-danger-text")}
        </div>
      ) : null}
      {deal.status === "approved" ? (
        <div className="row song-deal-actions">
          {button("cancel", "Cancel deal", "button button--danger")}
        </div>
      ) : null}
      {refusal ? (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      {open ? <RightsCheck songId={deal.song.id} action={action} /> : null}
      <Question
        deal={deal}
        move={asking}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const move = asking;
          setAsking(null);
          if (move) send(move);
        }}
      />
    </div>
  );
}
