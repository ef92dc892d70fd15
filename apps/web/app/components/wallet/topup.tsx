// Topping up is itself a payment: the user says how much (in their own currency; it leaves as US cents)
// with an optional reference and description, then picks the method to charge in the Payment modal,
// which pays `/user/wallet/topup` with no fee and never offers the wallet itself as the source.
import { useRevalidator } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../../lib/api/contract";
import { parseForm } from "../../lib/form-parse";
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, type TopupFormData, topupForm } from "../../lib/wallet/forms";
import { Field } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { Dialog } from "../widgets/dialog";
import { PaymentModal } from "./payment-modal";
import { AmountField } from "./wallet-fields";

function TopupAmountForm({
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

type Step = "closed" | "amount" | "pay";

/** The Top up button, its amount dialog, and the Payment modal that charges the chosen method. */
export function TopupAction() {
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>("closed");
  const [topup, setTopup] = useState<TopupFormData | null>(null);
  // A dialog's close event also fires when the next step closes it: only the step on screen closes all.
  const closeFrom = (from: Step) => () => setStep((now) => (now === from ? "closed" : now));
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setStep("amount")}>
        Top up
      </button>
      <Dialog open={step === "amount"} onClose={closeFrom("amount")} title="Top up your wallet">
        <TopupAmountForm
          onCancel={closeFrom("amount")}
          onContinue={(data) => {
            setTopup(data);
            setStep("pay");
          }}
        />
      </Dialog>
      <PaymentModal
        open={step === "pay" && topup !== null}
        onClose={closeFrom("pay")}
        purchase={{ kind: "topup", reference: topup?.payment_reference, description: topup?.description }}
        amount={topup?.amount ?? 0}
        description="Top-up of your wallet"
        onComplete={() => revalidator.revalidate()}
      />
    </>
  );
}
