// The top-up's first step (its own chunk, fetched when the Top up dialog first opens): how much, in the
// user's own currency (it leaves as US cents), with an optional reference and description. Nothing is
// posted here: the amount goes on to the Payment modal, so this form's check is its only one before it.
import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../../lib/api/contract";
import { parseForm } from "../../lib/form-parse";
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS } from "../../lib/wallet/bounds";
import { type TopupFormData, topupForm } from "../../lib/wallet/forms";
import { Field } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { AmountField } from "./wallet-fields";

export function TopupAmountForm({
  onCancel,
  onContinue,
}: {
  onCancel: () => void;
  onContinue: (data: TopupFormData) => void;
}) {
  const money = useMoney();
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(topupForm(money), new FormData(event.currentTarget));
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors(undefined);
    onContinue(parsed.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <AmountField
        name="amount"
        label="Amount"
        autoComplete="off"
        required
        errors={errors}
        hint={
          <>
            From <Money cents={TOPUP_MIN_CENTS} /> to <Money cents={TOPUP_MAX_CENTS} />. You choose how to pay
            next.
          </>
        }
      />
      <Field name="payment_reference" label="Reference (optional)" maxLength={100} errors={errors} />
      <Field name="description" label="Description (optional)" maxLength={255} errors={errors} />
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Continue
        </button>
      </div>
    </form>
  );
}
