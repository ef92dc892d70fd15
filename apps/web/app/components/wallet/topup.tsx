// Topping up is itself a payment: the user says how much (in their own currency; it leaves as US cents)
// with an optional reference and description, then picks the method to charge in the Payment modal,
// which pays `/user/wallet/topup` with no fee and never offers the wallet itself as the source. Both
// steps' code is fetched when the Top up button is first pointed at, focused or pressed.
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { LoadingPart } from "../../lib/on-first-use-react";
import type { TopupFormData } from "../../lib/wallet/forms";
import { Dialog } from "../widgets/dialog";
import { DialogLoading } from "./dialog-loading";
import { TopupAmountForm, topupFormCode } from "./on-demand";
import { PaymentModalSlot, preloadPaymentModal } from "./payment-modal-slot";

type Step = "closed" | "amount" | "pay";

function prefetchTopup() {
  topupFormCode.prefetch();
  preloadPaymentModal();
}

/** The Top up button, its amount dialog, and the Payment modal that charges the chosen method. */
export function TopupAction() {
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>("closed");
  const [topup, setTopup] = useState<TopupFormData | null>(null);
  // A dialog's close event also fires when the next step closes it: only the step on screen closes all.
  const closeFrom = (from: Step) => () => setStep((now) => (now === from ? "closed" : now));
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          prefetchTopup();
          setStep("amount");
        }}
        onPointerEnter={prefetchTopup}
        onFocus={prefetchTopup}
      >
        Top up
      </button>
      <Dialog open={step === "amount"} onClose={closeFrom("amount")} title="Top up your wallet">
        <LoadingPart name="The top-up form" fallback={<DialogLoading />} onFailed={closeFrom("amount")}>
          <TopupAmountForm
            onCancel={closeFrom("amount")}
            onContinue={(data) => {
              setTopup(data);
              setStep("pay");
            }}
          />
        </LoadingPart>
      </Dialog>
      <PaymentModalSlot
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
