// Cancel of a withdrawal still held (`cancellable`): asked for first, posted once with its own
// Idempotency-Key (a withdrawal cancel moves money back).
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { WalletOperation } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { formatMoney } from "../../lib/money/format-money";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, useIdempotencyKey } from "../../lib/wallet/idempotency";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { ConfirmDialog } from "../widgets/dialog";

export function CancelWithdrawal({ operation, action }: { operation: WalletOperation; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  const money = useMoney();
  const idem = useIdempotencyKey();
  const [asking, setAsking] = useState(false);
  useActionFeedback(fetcher.data);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer.
  useEffect(() => {
    if (fetcher.data && keySpent(fetcher.data)) idem.renew();
  }, [at]);
  const busy = fetcher.state !== "idle";
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-label={`Cancel the withdrawal of ${formatMoney(operation.amount, money)}`}
      >
        {busy ? "Cancelling..." : "Cancel"}
      </button>
      <ConfirmDialog
        open={asking}
        title="Cancel this withdrawal?"
        message={
          <>
            The held <Money cents={operation.amount} /> return to your available balance.
          </>
        }
        confirmLabel="Cancel withdrawal"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          fetcher.submit(
            { intent: "cancel", id: operation.id, [IDEMPOTENCY_FIELD]: idem.key },
            { method: "post", action },
          );
        }}
      />
    </>
  );
}
