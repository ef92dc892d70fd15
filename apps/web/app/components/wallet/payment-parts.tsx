// The Payment modal's pieces (spec §4): its loading, failed and empty states, the method choice and the
// amount, fee and total lines. Stateless: the modal (payment-modal.tsx) owns what is loaded and chosen.
import type { PaymentTotals } from "@ngoma/currency";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PaymentMethod } from "../../lib/api/contract";
import { routePath } from "../../lib/route-names";
import { WALLET_SOURCE } from "../../lib/wallet/payment";
import { PAYMENT_TEXT } from "../../lib/wallet/payment-text";
import { Money } from "../money/money";
import { Spinner } from "../widgets/spinner";

export function PaymentLoading() {
  return (
    <div className="wallet-pay__state" role="status">
      <Spinner size="md" /> Loading payment methods...
    </div>
  );
}

export function PaymentLoadFailed({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  return (
    <div className="wallet-pay__state">
      <p className="form-alert" role="alert">
        {PAYMENT_TEXT.loadFailed}
      </p>
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}

/**
 * A wallet-only purchase (a beat licence) whose total the balance does not cover. Here rather than in
 * PAYMENT_TEXT, which the pages that host the modal load with their first view: these words arrive with
 * the modal's own code.
 */
const WALLET_SHORT = {
  title: "Your wallet balance does not cover this",
  text: "This purchase is paid from your wallet balance only. Top up your wallet, then come back.",
  topUp: "Top up my wallet",
} as const;

/**
 * 'No payment methods found': nothing to pay with, and the way to add a method; for a wallet-only
 * purchase, that the balance falls short, and the way to top it up.
 */
export function PaymentEmpty({ onClose, walletOnly = false }: { onClose: () => void; walletOnly?: boolean }) {
  if (walletOnly) {
    return (
      <div className="wallet-pay__state">
        <h3>{WALLET_SHORT.title}</h3>
        <p>{WALLET_SHORT.text}</p>
        <div className="row ngw-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <Link className="button button--primary" to={routePath("my_wallet")}>
            {WALLET_SHORT.topUp}
          </Link>
        </div>
      </div>
    );
  }
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

function Choice({
  value,
  selected,
  disabled,
  onSelect,
  children,
}: {
  value: string;
  selected: string | null;
  disabled: boolean;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="check wallet-pay__method">
      <input
        type="radio"
        name="payment_method"
        value={value}
        checked={selected === value}
        onChange={() => onSelect(value)}
        disabled={disabled}
      />
      <span>{children}</span>
    </label>
  );
}

/** The saved methods as radios, the wallet balance when it may pay (`wallet`: available cents, else null). */
export function MethodChoice({
  methods,
  wallet,
  walletOnly = false,
  selected,
  disabled,
  describedBy,
  onSelect,
}: {
  methods: readonly PaymentMethod[];
  wallet: number | null;
  /** Only the balance may pay: no link to add a method that could not be used. */
  walletOnly?: boolean;
  selected: string | null;
  disabled: boolean;
  describedBy: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset className="field wallet-pay__methods" aria-describedby={describedBy}>
      <legend>Payment method</legend>
      {methods.map((method) => (
        <Choice key={method.id} value={method.id} selected={selected} disabled={disabled} onSelect={onSelect}>
          {method.name} <span className="field__hint">{method.label}</span>
          {method.is_default ? <span className="badge">Default</span> : null}
          {method.needs_verification ? <span className="badge badge--warn">Not verified</span> : null}
        </Choice>
      ))}
      {wallet !== null ? (
        <Choice value={WALLET_SOURCE} selected={selected} disabled={disabled} onSelect={onSelect}>
          Wallet balance{" "}
          <span className="field__hint">
            Available <Money cents={wallet} />
          </span>
        </Choice>
      ) : null}
      {selected === null ? <p className="field__hint">{PAYMENT_TEXT.selectMethod}</p> : null}
      {methods.some((m) => m.id === selected && m.needs_verification) ? (
        <p className="field__hint">
          {PAYMENT_TEXT.unverified}{" "}
          <Link to={routePath("my_wallet_payment_methods")}>{PAYMENT_TEXT.verifyThere}</Link>
        </p>
      ) : null}
      {walletOnly ? null : <Link to={routePath("my_wallet_payment_methods")}>{PAYMENT_TEXT.addAnother}</Link>}
    </fieldset>
  );
}

/** Amount, the fee line only above 0, and total = amount + fee, each in the user's currency. */
export function PaymentLines({ totals }: { totals: PaymentTotals }) {
  return (
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
  );
}
