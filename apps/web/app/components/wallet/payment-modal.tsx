// The Payment modal ('Payment Details', spec §2/§4/§5/§8): a reusable dialog opened with what is paid for
// (a registered service and its item, or a top-up of the wallet) and an amount in cents. It loads the
// user's pay-in methods, preselects the default (else the first), shows the fee line only above 0 and the
// total in the user's currency, pays with one Idempotency-Key per shown form, follows a payment left
// pending at the provider until it settles, and on success calls onComplete and dispatches
// `payment-complete` on window.
import { paymentTotals } from "@ngoma/currency";
import { useCallback, useEffect, useId, useState } from "react";
import type { PaymentMethod, WalletOperation } from "../../lib/api/contract";
import type { ApiFailure } from "../../lib/api/envelope";
import { useShell } from "../../lib/shell-context";
import { keySpent, useIdempotencyKey } from "../../lib/wallet/idempotency";
import { payInMethods } from "../../lib/wallet/operations";
import {
  canPay,
  feePercent,
  offersWalletBalance,
  PAYMENT_COMPLETE_EVENT,
  type PaymentCompleteDetail,
  type PaymentPurchase,
  paymentAnswer,
  paymentRequest,
  preselectedMethod,
  purchaseType,
  walletOnly,
} from "../../lib/wallet/payment";
import { PAYMENT_TEXT } from "../../lib/wallet/payment-text";
import { Dialog, DialogFormActions } from "../widgets/dialog";
import { OperationProgress } from "./operation-progress";
import { MethodChoice, PaymentEmpty, PaymentLines, PaymentLoadFailed, PaymentLoading } from "./payment-parts";

export interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * What is paid for: `{ kind: "service", requestType, item }` (e.g. "beat_licence" and the item its price
   * source reads) or `{ kind: "topup", reference?, description? }` (no fee, never from the wallet itself).
   */
  purchase: PaymentPurchase;
  /** The price in US cents, before the fee. The server prices a service again and refuses a mismatch. */
  amount: number;
  /** One line naming what is paid for. */
  description?: string;
  onComplete?: (detail: PaymentCompleteDetail) => void;
  /**
   * The api refused the payment (its message shows in the modal too): a page whose item can be gone
   * meanwhile (a beat sold exclusively while the buyer was paying) reads its state again.
   */
  onRefused?: (failure: ApiFailure) => void;
}

type Load =
  | { state: "loading" }
  | { state: "failed" }
  /** `wallet`: the available balance when it may pay and covers the total (else null: not offered). */
  | { state: "ready"; methods: PaymentMethod[]; wallet: number | null };

/** The dialog; its body mounts on open, so every opening loads afresh and gets a new key. */
export function PaymentModal(props: PaymentModalProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={PAYMENT_TEXT.title}>
      <PaymentBody {...props} />
    </Dialog>
  );
}

async function walletAvailable(shell: ReturnType<typeof useShell>): Promise<number | null> {
  const details = await shell.api.request("GET /user/wallet/details");
  return details.ok ? details.data.available : null;
}

function PaymentBody({ onClose, purchase, amount, description, onComplete, onRefused }: PaymentModalProps) {
  const shell = useShell();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [selected, setSelected] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<WalletOperation | null>(null);
  const idem = useIdempotencyKey();
  const ids = useId();
  const totals = paymentTotals(amount, feePercent(purchase));
  const total = totals.total;
  const withWallet = offersWalletBalance(purchase);
  const onlyWallet = walletOnly(purchase);

  const loadMethods = useCallback(async () => {
    setLoad({ state: "loading" });
    // Wallet only: the saved methods are not asked for, and a balance that cannot be read is a failure.
    const [result, available] = await Promise.all([
      onlyWallet ? null : shell.api.request("GET /user/wallet/payment-methods"),
      withWallet ? walletAvailable(shell) : null,
    ]);
    if ((result && !result.ok) || (onlyWallet && available === null)) {
      setLoad({ state: "failed" });
      return;
    }
    const methods = result?.ok ? payInMethods(result.data) : [];
    const wallet = available !== null && available >= total ? available : null;
    setLoad({ state: "ready", methods, wallet });
    setSelected(preselectedMethod(methods, wallet !== null));
  }, [shell, total, withWallet, onlyWallet]);

  useEffect(() => {
    void loadMethods();
  }, [loadMethods]);

  const complete = (paymentMethodId: string, result: unknown) => {
    const detail: PaymentCompleteDetail = {
      purchase,
      requestType: purchaseType(purchase),
      totals,
      paymentMethodId,
      result,
    };
    onComplete?.(detail);
    window.dispatchEvent(new CustomEvent(PAYMENT_COMPLETE_EVENT, { detail }));
  };

  const pay = async () => {
    if (selected === null) {
      setError(PAYMENT_TEXT.selectMethod);
      return;
    }
    setProcessing(true);
    setError(null);
    const { endpoint, body } = paymentRequest(purchase, totals, selected);
    const result = await shell.api.request(endpoint, {
      body,
      headers: { "Idempotency-Key": idem.key },
    });
    setProcessing(false);
    if (keySpent(result)) idem.renew();
    const answer = paymentAnswer(purchase, result);
    if (answer.kind === "failed") {
      setError(answer.text);
      if (!result.ok) onRefused?.(result);
      return;
    }
    if (answer.kind === "pending") {
      setPending(answer.operation);
      return;
    }
    shell.toast("success", answer.text);
    complete(selected, answer.operation);
    onClose();
  };

  if (pending) {
    const methodId = selected ?? "";
    return (
      <OperationProgress
        operation={pending}
        onClose={onClose}
        onSettled={(operation) => {
          if (operation.status === "completed") complete(methodId, operation);
        }}
      />
    );
  }
  if (load.state === "loading") return <PaymentLoading />;
  if (load.state === "failed")
    return <PaymentLoadFailed onClose={onClose} onRetry={() => void loadMethods()} />;
  if (load.methods.length === 0 && load.wallet === null)
    return <PaymentEmpty onClose={onClose} walletOnly={onlyWallet} />;
  return (
    <form
      className="wallet-pay"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      noValidate
    >
      {description ? <p className="wallet-pay__what">{description}</p> : null}
      <MethodChoice
        methods={load.methods}
        wallet={load.wallet}
        walletOnly={onlyWallet}
        selected={selected}
        disabled={processing}
        describedBy={error ? `${ids}-error` : undefined}
        onSelect={(id) => {
          setSelected(id);
          setError(null);
        }}
      />
      <PaymentLines totals={totals} />
      {error ? (
        <p className="form-alert" role="alert" id={`${ids}-error`}>
          {error}
        </p>
      ) : null}
      <DialogFormActions
        onCancel={onClose}
        name="pay"
        busy={processing}
        busyText="Processing..."
        cancelDisabled={processing}
        submitDisabled={!canPay({ processing, selected })}
      >
        Pay
      </DialogFormActions>
    </form>
  );
}
