// The Payment modal ('Payment Details', spec §2/§4/§5/§8): a reusable dialog a feature opens with what it
// sells (a request type, the item, an amount in cents). It loads the user's methods, preselects the
// default (else the first), shows the 2 % fee only above 0 and the total in the user's currency, pays
// through `/user/account/make-service-payment` with one Idempotency-Key per shown form, and on success
// calls onComplete and dispatches `payment-complete` on window.
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useId, useState } from "react";
import type { PaymentMethod, WalletDetails } from "../../lib/api/contract";
import { routePath } from "../../lib/route-names";
import { useShell } from "../../lib/shell-context";
import { keySpent, useIdempotencyKey } from "../../lib/wallet/idempotency";
import { payInMethods } from "../../lib/wallet/operations";
import {
  canPay,
  PAYMENT_COMPLETE_EVENT,
  PAYMENT_TEXT,
  type PaymentCompleteDetail,
  paymentLines,
  preselectedMethod,
  servicePaymentBody,
  WALLET_SOURCE,
} from "../../lib/wallet/payment";
import { Money } from "../money/money";
import { Dialog } from "../widgets/dialog";
import { LoadingButton } from "../widgets/loading-button";
import { Spinner } from "../widgets/spinner";

export interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  /** The registered request type of the thing bought (e.g. "beat_licence"). */
  requestType: string;
  /** What is bought, as the request type's price source reads it (sent as `data`). */
  item: Record<string, unknown>;
  /** The price in US cents, before the fee. The server prices the item again and refuses a mismatch. */
  amount: number;
  /** One line naming what is paid for. */
  description?: string;
  onComplete?: (detail: PaymentCompleteDetail) => void;
}

type Load =
  | { state: "loading" }
  | { state: "failed" }
  /** `wallet`: the available balance when it covers the total (else null: not offered). */
  | { state: "ready"; methods: PaymentMethod[]; wallet: number | null };

/** The dialog; its body mounts on open, so every opening loads afresh and gets a new key. */
export function PaymentModal(props: PaymentModalProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={PAYMENT_TEXT.title}>
      <PaymentBody {...props} />
    </Dialog>
  );
}

function PaymentBody({ onClose, requestType, item, amount, description, onComplete }: PaymentModalProps) {
  const shell = useShell();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [selected, setSelected] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idem = useIdempotencyKey();
  const ids = useId();
  const totals = paymentLines(amount);
  const total = totals.total;

  const loadMethods = useCallback(async () => {
    setLoad({ state: "loading" });
    const [result, details] = await Promise.all([
      shell.api.request<PaymentMethod[]>("/user/wallet/payment-methods", { method: "GET" }),
      shell.api.request<WalletDetails>("/user/wallet/details", { method: "GET" }),
    ]);
    if (!result.ok) {
      setLoad({ state: "failed" });
      return;
    }
    const methods = payInMethods(result.data);
    const available = details.ok ? details.data.available : null;
    const wallet = available !== null && available >= total ? available : null;
    setLoad({ state: "ready", methods, wallet });
    setSelected(preselectedMethod(methods, wallet !== null));
  }, [shell, total]);

  useEffect(() => {
    void loadMethods();
  }, [loadMethods]);

  const pay = async () => {
    if (selected === null) {
      setError(PAYMENT_TEXT.selectMethod);
      return;
    }
    setProcessing(true);
    setError(null);
    const result = await shell.api.request<unknown>("/user/account/make-service-payment", {
      body: { ...servicePaymentBody(requestType, item, totals, selected) },
      headers: { "Idempotency-Key": idem.key },
    });
    setProcessing(false);
    if (keySpent(result)) idem.renew();
    if (!result.ok) {
      const fieldMessage = Object.values(result.fieldErrors)[0]?.[0];
      setError(
        fieldMessage ?? (result.code === "VALIDATION" ? undefined : result.msg) ?? PAYMENT_TEXT.failed,
      );
      return;
    }
    shell.toast("success", result.msg ?? PAYMENT_TEXT.done);
    const detail: PaymentCompleteDetail = {
      requestType,
      totals,
      paymentMethodId: selected,
      result: result.data,
    };
    onComplete?.(detail);
    window.dispatchEvent(new CustomEvent(PAYMENT_COMPLETE_EVENT, { detail }));
    onClose();
  };

  if (load.state === "loading") {
    return (
      <div className="wallet-pay__state" role="status">
        <Spinner size="md" /> Loading payment methods...
      </div>
    );
  }
  if (load.state === "failed") {
    return (
      <div className="wallet-pay__state">
        <p className="form-alert" role="alert">
          {PAYMENT_TEXT.loadFailed}
        </p>
        <div className="row ngw-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={() => void loadMethods()}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (load.methods.length === 0 && load.wallet === null) {
    return (
      <div className="wallet-pay__state">
        <h3>{PAYMENT_TEXT.emptyTitle}</h3>
        <p>{PAYMENT_TEXT.emptyText}</p>
        <div className="row ngw-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <Link className="button button--primary" to={routePath("my_wallet_payment_methods")}>
            {PAYMENT_TEXT.addMethod}
          </Link>
        </div>
      </div>
    );
  }
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
      <fieldset className="field wallet-pay__methods" aria-describedby={error ? `${ids}-error` : undefined}>
        <legend>Payment method</legend>
        {load.methods.map((method) => (
          <label key={method.id} className="check wallet-pay__method">
            <input
              type="radio"
              name="payment_method"
              value={method.id}
              checked={selected === method.id}
              onChange={() => {
                setSelected(method.id);
                setError(null);
              }}
              disabled={processing}
            />
            <span>
              {method.name} <span className="field__hint">{method.label}</span>
              {method.is_default ? <span className="badge">Default</span> : null}
            </span>
          </label>
        ))}
        {load.wallet !== null ? (
          <label className="check wallet-pay__method">
            <input
              type="radio"
              name="payment_method"
              value={WALLET_SOURCE}
              checked={selected === WALLET_SOURCE}
              onChange={() => {
                setSelected(WALLET_SOURCE);
                setError(null);
              }}
              disabled={processing}
            />
            <span>
              Wallet balance{" "}
              <span className="field__hint">
                Available <Money cents={load.wallet} />
              </span>
            </span>
          </label>
        ) : null}
        {selected === null ? <p className="field__hint">{PAYMENT_TEXT.selectMethod}</p> : null}
        <Link to={routePath("my_wallet_payment_methods")}>{PAYMENT_TEXT.addAnother}</Link>
      </fieldset>
      <dl className="wallet-pay__lines">
        <div>
          <dt>Amount</dt>
          <dd>
            <Money cents={totals.subtotal} />
          </dd>
        </div>
        {totals.processingFee > 0 ? (
          <div>
            <dt>Processing fee ({totals.processingFeePercent}%)</dt>
            <dd>
              <Money cents={totals.processingFee} />
            </dd>
          </div>
        ) : null}
        <div className="wallet-pay__total">
          <dt>Total</dt>
          <dd>
            <Money cents={totals.total} />
          </dd>
        </div>
      </dl>
      {error ? (
        <p className="form-alert" role="alert" id={`${ids}-error`}>
          {error}
        </p>
      ) : null}
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={processing}>
          Cancel
        </button>
        <LoadingButton
          type="submit"
          loadingKey="pay"
          loading={processing ? "pay" : null}
          loadingText="Processing..."
          disabled={!canPay({ processing, selected })}
        >
          Pay
        </LoadingButton>
      </div>
    </form>
  );
}
