// The step that proves a mobile money number before its first charge (api docs/decisions/0507): a code is
// texted to the number when the step opens (and again on request), and the user types it in. Sending
// and checking each show their own progress and their own refusal (a spent SMS budget, a wrong code).
// Its own chunk, fetched when the step is first wanted (on-demand.ts).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { PaymentMethod } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import type { ActionResult } from "../../lib/api/failure";
import { Field, FormAlert } from "../form";
import { DialogFormActions } from "../widgets/dialog";
import { useWalletForm } from "./use-wallet-form";

export function NumberCheckForm({
  method,
  action,
  onDone,
}: {
  method: PaymentMethod;
  action: string;
  onDone: () => void;
}) {
  const sender = useFetcher<ActionResult>();
  const { fetcher, errors, busy } = useWalletForm(null, { onDone });
  const asked = useRef(false);
  const send = () => sender.submit({ intent: "send-code", id: method.id }, { method: "post", action });
  // One code when the step opens; more only when asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once per opened step.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    send();
  }, []);
  const sending = sender.state !== "idle";
  const sent = sender.data;
  const status = sending
    ? `Sending a code to ${method.label}...`
    : sent?.ok
      ? `We sent a 6-digit code to ${method.label}. It expires in 10 minutes.`
      : undefined;
  return (
    <fetcher.Form method="post" action={action} noValidate className="wallet-method-form">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="id" value={method.id} />
      <p className="field__hint">
        Before this number can be charged, prove it is yours with the code we text to it.
      </p>
      <p className="field__hint" role="status" aria-live="polite">
        {status}
      </p>
      <FormAlert message={sent && !sent.ok ? (sent.msg ?? "The code could not be sent.") : undefined} />
      <FormAlert message={firstError(errors, "_")} />
      <Field
        name="code"
        label="Code from the text message"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        errors={errors}
      />
      <button type="button" className="button button--ghost" onClick={send} disabled={sending}>
        {sending ? "Sending..." : "Send a new code"}
      </button>
      <DialogFormActions onCancel={onDone} name="verify" busy={busy} busyText="Verifying...">
        Verify number
      </DialogFormActions>
    </fetcher.Form>
  );
}
