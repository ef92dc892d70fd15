// Confirm delivery of an approved deal (`complete_purchase`, with its Idempotency-Key): the question
// names what will be paid, the held total, shared out to the writers by split with the fee to Ngoma. It
// cannot be undone; without it the deal completes by itself at `completes_at`.
import { useState } from "react";
import type { SongBid } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { formatMoney } from "../../../lib/money/format-money";
import { Money } from "../../money/money";
import { useMoney } from "../../money/money-context";
import { ConfirmDialog } from "../../widgets/dialog";
import { useMarketAction } from "./market-actions";

type Deal = Pick<SongBid, "id" | "song" | "amount" | "fee" | "total" | "completes_at">;

export function ConfirmDeliveryButton({ deal }: { deal: Deal }) {
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const complete = useMarketAction("complete", deal.id);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={complete.waiting}
        onClick={() => setAsking(true)}
        aria-label={`Confirm delivery of ${deal.song.title} and pay ${formatMoney(deal.total, money)}`}
      >
        {complete.busy ? "Completing..." : "Confirm delivery"}
      </button>
      <ConfirmDialog
        open={asking}
        title="Confirm delivery?"
        message={
          <>
            You will pay <Money cents={deal.total} /> for “{deal.song.title}”: <Money cents={deal.amount} />{" "}
            to its writers by their splits and the <Money cents={deal.fee} /> fee, from the money held on your
            wallet. The full lyrics and the contract become yours. This cannot be undone.
            {deal.completes_at ? (
              <> Otherwise the purchase completes by itself on {localDateTime(deal.completes_at)}.</>
            ) : null}
          </>
        }
        confirmLabel={`Pay ${formatMoney(deal.total, money)}`}
        busy={complete.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          complete.submit();
        }}
      />
    </>
  );
}
