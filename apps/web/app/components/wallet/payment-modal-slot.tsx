// The Payment modal as the pages that pay use it: its code (the modal, its parts, the payment rules) is a
// chunk fetched when it first opens, or ahead of that on the intent to pay (`preloadPaymentModal` on the
// pointerenter or focus of the button that leads to it).
import { firstUse } from "../../lib/on-first-use";
import { LoadingPart, lazyComponent } from "../../lib/on-first-use-react";
import { PAYMENT_TEXT } from "../../lib/wallet/payment-text";
import { LoadingDialog } from "./dialog-loading";
import type { PaymentModalProps } from "./payment-modal";

export const paymentModalCode = firstUse(() => import("./payment-modal"));

/** For the onPointerEnter / onFocus of what opens the Payment modal. */
export const preloadPaymentModal = paymentModalCode.prefetch;

const PaymentModal = lazyComponent(paymentModalCode, (m) => m.PaymentModal);

/**
 * The Payment modal (components/wallet/payment-modal.tsx, same props), fetched on its first opening;
 * until then nothing is rendered. Once there it stays mounted, so it closes like any dialog. When its
 * code cannot be fetched it closes (`onClose`) with a toast, and the next opening fetches it again.
 *
 * @example <PaymentModalSlot open={paying} onClose={close} purchase={purchase} amount={2500} />
 */
export function PaymentModalSlot(props: PaymentModalProps) {
  return (
    <LoadingPart
      name="The payment form"
      open={props.open}
      fallback={<LoadingDialog title={PAYMENT_TEXT.title} onClose={props.onClose} />}
      onFailed={props.onClose}
    >
      <PaymentModal {...props} />
    </LoadingPart>
  );
}
