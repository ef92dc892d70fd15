// The PIN set/change dialog and the withdrawal limits form of the summary page.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { WalletDetails, WalletLimits } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { limitsForm, pinForm } from "../../lib/wallet/forms";
import { ClientDataInput, CodeField, FormAlert } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { Dialog, DialogFormActions } from "../widgets/dialog";
import { LoadingButton } from "../widgets/loading-button";
import { SUMMARY_ACTION } from "./money-dialogs";
import { useWalletForm } from "./use-wallet-form";
import { AmountField, PinField } from "./wallet-fields";

/** Asks the api to e-mail a code that proves a PIN change without the current PIN. */
function SendPinCode() {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={fetcher.state !== "idle"}
      onClick={() => fetcher.submit({ intent: "pin-code" }, { method: "post", action: SUMMARY_ACTION })}
    >
      {fetcher.state !== "idle" ? "Sending..." : fetcher.data?.ok ? "Send another code" : "E-mail me a code"}
    </button>
  );
}

function PinForm({ change, onClose }: { change: boolean; onClose: () => void }) {
  const form = useWalletForm(pinForm, { onDone: onClose });
  const [byCode, setByCode] = useState(false);
  return (
    <form.fetcher.Form method="post" action={SUMMARY_ACTION} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="intent" value="set-pin" />
      <ClientDataInput />
      <FormAlert message={firstError(form.errors, "_")} />
      {change && !byCode ? <PinField name="current_pin" label="Current PIN" errors={form.errors} /> : null}
      {change && byCode ? <SendPinCode /> : null}
      {change && byCode ? (
        <CodeField label="Code from your e-mail" maxLength={12} errors={form.errors} />
      ) : null}
      {change ? (
        <button type="button" className="button button--ghost" onClick={() => setByCode(!byCode)}>
          {byCode ? "Use my current PIN instead" : "I forgot my PIN: use an e-mailed code"}
        </button>
      ) : null}
      <PinField
        name="pin"
        label={change ? "New PIN" : "PIN"}
        required
        errors={form.errors}
        hint="4 to 6 digits; not 1234, 0000 or one repeated digit."
      />
      <PinField name="pin_confirm" label="Repeat the PIN" required errors={form.errors} />
      <DialogFormActions onCancel={onClose} name="pin" busy={form.busy} busyText="Saving...">
        {change ? "Change PIN" : "Set PIN"}
      </DialogFormActions>
    </form.fetcher.Form>
  );
}

/** The PIN's state and the button that opens the set or change dialog. */
export function PinControl({ details }: { details: WalletDetails }) {
  const [open, setOpen] = useState(false);
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
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {change ? "Change PIN" : "Set PIN"}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={change ? "Change your wallet PIN" : "Set a wallet PIN"}
      >
        <PinForm change={change} onClose={() => setOpen(false)} />
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
  const form = useWalletForm(limitsForm(money));
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
      <form.fetcher.Form method="post" action={SUMMARY_ACTION} onSubmit={form.onSubmit} noValidate>
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
