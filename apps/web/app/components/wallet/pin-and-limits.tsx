// The summary page's PIN and withdrawal limits: each shows its state and a button to its dialog, whose
// form (pin-form.tsx, limits-form.tsx) is fetched on first use.
import { useState } from "react";
import type { WalletDetails, WalletLimits } from "../../lib/api/contract";
import { LoadingPart, useFirstUse } from "../../lib/on-first-use-react";
import { LIMITS_RULE } from "../../lib/wallet/bounds";
import { Money } from "../money/money";
import { Dialog } from "../widgets/dialog";
import { DialogLoading } from "./dialog-loading";
import { LimitsForm, limitsFormCode, PinForm, pinFormCode } from "./on-demand";

/** The PIN's state and the button that opens the set or change dialog. */
export function PinControl({ details }: { details: WalletDetails }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { intent } = useFirstUse(pinFormCode);
  const change = details.has_pin;
  const lockedUntil = details.pin_locked_until ? new Date(details.pin_locked_until) : null;
  return (
    <section className="card wallet-pin" aria-labelledby="wallet-pin-title">
      <h2 id="wallet-pin-title">Wallet PIN</h2>
      <p>
        {change ? (
          <span className="badge badge--ok">PIN set</span>
        ) : (
          <span className="badge badge--warn">No PIN yet</span>
        )}{" "}
        Withdrawals ask for it.
      </p>
      {details.pin_code_required ? (
        <p className="form-alert" role="alert">
          Your PIN was locked twice in 24 hours: withdrawals stay locked until you set your PIN again with a
          code we e-mail you.
        </p>
      ) : null}
      {lockedUntil ? (
        <p className="form-alert" role="alert">
          Too many wrong PINs: withdrawals are locked until{" "}
          {lockedUntil.toLocaleTimeString(undefined, { timeStyle: "short" })}.
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} {...intent}>
        {details.pin_code_required ? "Unlock with an e-mailed code" : change ? "Change PIN" : "Set PIN"}
      </button>
      <Dialog open={open} onClose={close} title={change ? "Change your wallet PIN" : "Set a wallet PIN"}>
        <LoadingPart name="The PIN form" fallback={<DialogLoading />} onFailed={close}>
          <PinForm change={change} codeRequired={details.pin_code_required} onClose={close} />
        </LoadingPart>
      </Dialog>
    </section>
  );
}

/** Daily and monthly withdrawal limits, their use so far, a raise waiting its 24 hours, and the button
 * that opens the limits form. */
export function LimitsCard({ limits }: { limits: WalletLimits }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { intent } = useFirstUse(limitsFormCode);
  return (
    <section className="card" aria-labelledby="wallet-limits-title">
      <h2 id="wallet-limits-title">Withdrawal limits</h2>
      <p className="field__hint">
        Used today <Money cents={limits.daily_used} /> of <Money cents={limits.daily_limit} />; in the last 30
        days <Money cents={limits.monthly_used} /> of <Money cents={limits.monthly_limit} />. {LIMITS_RULE}
      </p>
      {limits.pending ? (
        <p className="wallet-pending-raise" role="status">
          Raise pending: <Money cents={limits.pending.daily_limit} /> a day,{" "}
          <Money cents={limits.pending.monthly_limit} /> a month, from{" "}
          <time dateTime={limits.pending.effective_at}>
            {new Date(limits.pending.effective_at).toLocaleString(undefined, {
              dateStyle: "medium",
              timeStyle: "short",
            })}
          </time>
          .
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} {...intent}>
        Change limits
      </button>
      <Dialog open={open} onClose={close} title="Change your withdrawal limits">
        <LoadingPart name="The limits form" fallback={<DialogLoading />} onFailed={close}>
          <LimitsForm limits={limits} onClose={close} />
        </LoadingPart>
      </Dialog>
    </section>
  );
}
