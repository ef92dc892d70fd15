// The PIN's state with the button to its set/change dialog (pin-form.tsx, fetched on first use), and the
// withdrawal limits form of the summary page, whose own check (the action's schema) is fetched on the
// form's first focus or pointerenter.
import { useState } from "react";
import type { WalletDetails, WalletLimits } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { LoadingPart, useFirstUse } from "../../lib/on-first-use-react";
import { SUMMARY_ACTION } from "../../lib/wallet/bounds";
import { ClientDataInput, FormAlert } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { Dialog } from "../widgets/dialog";
import { LoadingButton } from "../widgets/loading-button";
import { DialogLoading } from "./dialog-loading";
import { PinForm, pinFormCode, walletChecks } from "./on-demand";
import { useWalletForm } from "./use-wallet-form";
import { AmountField } from "./wallet-fields";

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
      {lockedUntil ? (
        <p className="form-alert" role="alert">
          Too many wrong PINs: withdrawals are locked until{" "}
          {lockedUntil.toLocaleTimeString(undefined, { timeStyle: "short" })}.
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} {...intent}>
        {change ? "Change PIN" : "Set PIN"}
      </button>
      <Dialog open={open} onClose={close} title={change ? "Change your wallet PIN" : "Set a wallet PIN"}>
        <LoadingPart name="The PIN form" fallback={<DialogLoading />} onFailed={close}>
          <PinForm change={change} onClose={close} />
        </LoadingPart>
      </Dialog>
    </section>
  );
}

const LIMIT_FIELDS = [
  { name: "daily_limit", label: "Daily limit", max: "max_daily_limit" },
  { name: "monthly_limit", label: "Monthly limit", max: "max_monthly_limit" },
] as const;

/** Daily and monthly withdrawal limits, their use so far, and a raise waiting its 24 hours. */
export function LimitsForm({ limits }: { limits: WalletLimits }) {
  const money = useMoney();
  const checks = useFirstUse(walletChecks);
  const form = useWalletForm(checks.module?.limitsForm(money) ?? null);
  return (
    <section className="card" aria-labelledby="wallet-limits-title">
      <h2 id="wallet-limits-title">Withdrawal limits</h2>
      <p className="field__hint">
        Used today <Money cents={limits.daily_used} /> of <Money cents={limits.daily_limit} />; in the last 30
        days <Money cents={limits.monthly_used} /> of <Money cents={limits.monthly_limit} />. Lowering a limit
        applies at once; raising one takes effect after 24 hours.
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
      <form.fetcher.Form
        method="post"
        action={SUMMARY_ACTION}
        onSubmit={form.onSubmit}
        onFocus={checks.prefetch}
        onPointerEnter={checks.prefetch}
        noValidate
      >
        <input type="hidden" name="intent" value="limits" />
        <ClientDataInput />
        <FormAlert message={firstError(form.errors, "_")} />
        <div className="wallet-limits">
          {LIMIT_FIELDS.map(({ name, label, max }) => (
            <AmountField
              key={name}
              name={name}
              label={label}
              shown={limits[name]}
              prefill
              errors={form.errors}
              hint={
                <>
                  At most <Money cents={limits[max]} />
                </>
              }
            />
          ))}
        </div>
        <LoadingButton
          type="submit"
          loadingKey="limits"
          loading={form.busy ? "limits" : null}
          loadingText="Saving..."
        >
          Save limits
        </LoadingButton>
      </form.fetcher.Form>
    </section>
  );
}
