// The Payment modal's rules (spec §4, §5, §9), kept pure: which method starts selected, the fee and total
// lines, and the JSON strings `/user/account/make-service-payment` takes.
import { type PaymentTotals, paymentTotals } from "@ngoma/currency";
import type { PaymentMethod, ServicePaymentBody, ServicePaymentData } from "../api/contract";

/** Spec §9: 2 percent of the amount, added on top. */
export const PROCESSING_FEE_PERCENT = 2;

export const PAYMENT_TEXT = {
  title: "Payment Details",
  loadFailed: "Failed to load payment methods. Please try again.",
  selectMethod: "Please select a payment method",
  failed: "Payment processing failed. Please try again.",
  emptyTitle: "No payment methods found",
  emptyText: "You need to add a payment method before you can make this payment.",
  addMethod: "Add Payment Method",
  addAnother: "Add another payment method",
  done: "Payment processed successfully",
} as const;

/** `paymentMethodId` of a payment from the wallet balance (the api's service payments accept it). */
export const WALLET_SOURCE = "wallet";

/** The DOM event a finished payment dispatches on `window` (detail: PaymentCompleteDetail). */
export const PAYMENT_COMPLETE_EVENT = "payment-complete";

export interface PaymentCompleteDetail {
  requestType: string;
  totals: PaymentTotals;
  paymentMethodId: string;
  /** The api's answer (whatever the request type returns). */
  result: unknown;
}

/**
 * Spec §4: the default method preselected, otherwise the first; with no saved method, the wallet balance
 * when it covers the total; otherwise nothing.
 */
export function preselectedMethod(methods: readonly PaymentMethod[], walletCovers = false): string | null {
  return (methods.find((m) => m.is_default) ?? methods[0])?.id ?? (walletCovers ? WALLET_SOURCE : null);
}

/** The payment's lines in cents: subtotal, the 2 % fee (half-up to the cent), total = amount + fee. */
export function paymentLines(amountCents: number): PaymentTotals {
  return paymentTotals(amountCents, PROCESSING_FEE_PERCENT);
}

/** Spec §5: Pay is disabled while processing or with no method selected. */
export function canPay(state: { processing: boolean; selected: string | null }): boolean {
  return !state.processing && state.selected !== null;
}

/** The service-payment call's body: the item as `data`, the totals and the method as `payment_data`. */
export function servicePaymentBody(
  requestType: string,
  item: Record<string, unknown>,
  totals: PaymentTotals,
  paymentMethodId: string,
): ServicePaymentBody {
  const paymentData: ServicePaymentData = {
    amount: totals.total,
    subtotal: totals.subtotal,
    processingFee: totals.processingFee,
    processingFeePercent: totals.processingFeePercent,
    paymentMethodId,
  };
  return {
    request_type: requestType,
    data: JSON.stringify(item),
    payment_data: JSON.stringify(paymentData),
  };
}
