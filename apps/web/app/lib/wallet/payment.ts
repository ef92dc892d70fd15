// The Payment modal's rules (spec §4, §5, §9), kept pure: what is being paid for (a service, or a top-up
// of the wallet itself), which method starts selected, the fee and total lines, and the call that pays.
import type { PaymentTotals } from "@ngoma/currency";
import type {
  PaymentMethod,
  ServicePaymentBody,
  ServicePaymentData,
  TopupBody,
  WalletOperation,
} from "../api/contract";
import { type ApiResult, firstFieldError } from "../api/envelope";
import { initialMethodId } from "./operations";
import { PAYMENT_TEXT } from "./payment-text";

/** Spec §9: 2 percent of the amount, added on top of a service payment (`paymentTotals` adds it). */
export const PROCESSING_FEE_PERCENT = 2;

/** `paymentMethodId` of a payment from the wallet balance (the api's service payments accept it). */
export const WALLET_SOURCE = "wallet";

/** The DOM event a finished payment dispatches on `window` (detail: PaymentCompleteDetail). */
export const PAYMENT_COMPLETE_EVENT = "payment-complete";

/**
 * What the modal pays for: a registered service (`requestType`, and the item its price source reads,
 * sent as `data`; `feePercent` when the service's price carries another rate than the default 2 %, as
 * the server prices it; `walletOnly` when the service takes the wallet balance alone, as a beat licence
 * does: a charge settling later could find the item gone), or a top-up of the user's own wallet (its
 * optional reference and description).
 */
export type PaymentPurchase =
  | {
      kind: "service";
      requestType: string;
      item: Record<string, unknown>;
      feePercent?: number;
      walletOnly?: boolean;
    }
  | { kind: "topup"; reference?: string; description?: string };

export interface PaymentCompleteDetail {
  purchase: PaymentPurchase;
  /** The service's request type, or "topup". */
  requestType: string;
  totals: PaymentTotals;
  paymentMethodId: string;
  /** The api's answer (the operation, for both kinds). */
  result: unknown;
}

/** The fee rate of a purchase: the service's own rate, else 2 %; a top-up has no fee. */
export function feePercent(purchase: PaymentPurchase): number {
  return purchase.kind === "topup" ? 0 : (purchase.feePercent ?? PROCESSING_FEE_PERCENT);
}

/** Whether the wallet balance may pay: for a service, yes; a top-up cannot be paid from the wallet itself. */
export function offersWalletBalance(purchase: PaymentPurchase): boolean {
  return purchase.kind === "service";
}

/** Whether only the wallet balance may pay (the saved methods are then not offered). */
export function walletOnly(purchase: PaymentPurchase): boolean {
  return purchase.kind === "service" && purchase.walletOnly === true;
}

/**
 * Spec §4: the default method preselected, otherwise the first; with no saved method, the wallet balance
 * when it covers the total; otherwise nothing.
 */
export function preselectedMethod(methods: readonly PaymentMethod[], walletCovers = false): string | null {
  return initialMethodId(methods) || (walletCovers ? WALLET_SOURCE : null);
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

/** The top-up call's body: the amount in cents and the method, with the reference and description if any. */
export function topupBody(
  purchase: { reference?: string; description?: string },
  totals: PaymentTotals,
  paymentMethodId: string,
): TopupBody {
  const body: TopupBody = { amount: totals.subtotal, payment_method_id: paymentMethodId };
  if (purchase.reference) body.payment_reference = purchase.reference;
  if (purchase.description) body.description = purchase.description;
  return body;
}

/** The call that pays for a purchase (both take an Idempotency-Key and answer with the operation). */
export function paymentRequest(
  purchase: PaymentPurchase,
  totals: PaymentTotals,
  paymentMethodId: string,
):
  | { endpoint: "POST /user/wallet/topup"; body: TopupBody }
  | { endpoint: "POST /user/account/make-service-payment"; body: ServicePaymentBody } {
  if (purchase.kind === "topup") {
    return { endpoint: "POST /user/wallet/topup", body: topupBody(purchase, totals, paymentMethodId) };
  }
  return {
    endpoint: "POST /user/account/make-service-payment",
    body: servicePaymentBody(purchase.requestType, purchase.item, totals, paymentMethodId),
  };
}

/** The request type a finished payment reports ("topup" for a top-up). */
export function purchaseType(purchase: PaymentPurchase): string {
  return purchase.kind === "topup" ? "topup" : purchase.requestType;
}

export type PaymentAnswer =
  | { kind: "done"; text: string; operation: unknown }
  | { kind: "pending"; operation: WalletOperation }
  | { kind: "failed"; text: string };

/**
 * How the pay call's answer reads (spec §8): done (with its success text), pending at the provider (a
 * mobile-money charge to approve on the phone), or failed with the first field message, else the api's
 * sentence, else 'Payment processing failed. Please try again.'.
 */
export function paymentAnswer(purchase: PaymentPurchase, result: ApiResult<unknown>): PaymentAnswer {
  if (!result.ok) {
    const fieldMessage = firstFieldError(result.fieldErrors);
    const text =
      fieldMessage ?? (result.code === "VALIDATION" ? undefined : result.msg) ?? PAYMENT_TEXT.failed;
    return { kind: "failed", text };
  }
  const operation = result.data as Partial<WalletOperation> | null | undefined;
  if (operation?.status === "pending" && typeof operation.id === "string") {
    return { kind: "pending", operation: operation as WalletOperation };
  }
  const fallback = purchase.kind === "topup" ? PAYMENT_TEXT.toppedUp : PAYMENT_TEXT.done;
  return { kind: "done", text: result.msg ?? fallback, operation: result.data };
}
