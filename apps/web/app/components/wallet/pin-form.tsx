// The PIN set/change form (its own chunk, fetched when the PIN dialog is first pointed at, focused or
// opened): the new PIN twice, and for a change the current PIN or a code e-mailed instead (only the code
// once repeated locks require it).
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { firstError } from "../../lib/api/envelope";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { SUMMARY_ACTION } from "../../lib/wallet/bounds";
import { pinForm } from "../../lib/wallet/forms";
import { ClientDataInput, CodeField, FormAlert } from "../form";
import { DialogFormActions } from "../widgets/dialog";
import { useWalletForm } from "./use-wallet-form";
import { PinField } from "./wallet-fields";

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

/**
 * `codeRequired`: repeated wrong PINs locked the wallet until the PIN is set again with an e-mailed code
 * (docs/decisions/0506), so the form asks only for the code.
 */
export function PinForm({
  change,
  codeRequired = false,
  onClose,
}: {
  change: boolean;
  codeRequired?: boolean;
  onClose: () => void;
}) {
  const form = useWalletForm(pinForm, { onDone: onClose });
  const [chosenByCode, setByCode] = useState(false);
  const byCode = chosenByCode || codeRequired;
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
      {change && !codeRequired ? (
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
