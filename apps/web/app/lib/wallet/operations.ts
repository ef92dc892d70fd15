// How a wallet operation reads on screen, and the live Wallet notification that tells a page one settled.
import type { PaymentMethod, WalletOperation } from "../api/contract";
import type { LiveNotification } from "../realtime/notification";
import { OPERATION_STATUSES, OPERATION_TYPES } from "./filters";
import { TOPPED_UP } from "./payment-text";

/** Spec §9 / ISSUE: "Approve the payment on your phone" while a mobile-money charge waits on the payer. */
export const APPROVE_ON_PHONE = "Approve the payment on your phone";

export function typeLabel(type: WalletOperation["type"]): string {
  return OPERATION_TYPES.find((t) => t.value === type)?.label ?? type;
}

export function statusLabel(status: WalletOperation["status"]): string {
  return OPERATION_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** Whether an operation still waits for its provider's word (pending, or in review after 24 hours). */
export function isUnsettled(op: Pick<WalletOperation, "status">): boolean {
  return op.status === "pending" || op.status === "review";
}

/** The badge class of a status: completed green, pending and review amber, failed/reversed plain. */
export function statusTone(status: WalletOperation["status"]): string {
  if (status === "completed") return "badge badge--ok";
  if (isUnsettled({ status })) return "badge badge--warn";
  return "badge wallet-badge--bad";
}

/** The notification type the api uses when a wallet operation settles. */
export const WALLET_NOTIFICATION = "Wallet";

/**
 * The operation a live Wallet notification carries (`data.operation`), or null for any other
 * notification or a malformed one.
 */
export function walletOperationOf(notification: LiveNotification): WalletOperation | null {
  if (notification.type !== WALLET_NOTIFICATION) return null;
  const operation = (notification.data as { operation?: unknown }).operation;
  if (typeof operation !== "object" || operation === null) return null;
  const op = operation as Partial<WalletOperation>;
  return typeof op.id === "string" && typeof op.status === "string" ? (op as WalletOperation) : null;
}

/** A list with one operation replaced by its newer state (other rows untouched). */
export function withOperation(list: readonly WalletOperation[], next: WalletOperation): WalletOperation[] {
  return list.map((op) => (op.id === next.id ? next : op));
}

/** Methods a top-up or payment can be charged to, and those a withdrawal can be paid out to. */
export function payInMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.can_pay_in);
}

export function payOutMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.can_pay_out);
}

/** The method a form starts with: the default, else the first ("" when there is none). */
export function initialMethodId(methods: readonly PaymentMethod[]): string {
  return (methods.find((m) => m.is_default) ?? methods[0])?.id ?? "";
}

/** What a settled or started operation says to its user. */
export function operationOutcome(op: WalletOperation): { kind: "success" | "error" | "info"; text: string } {
  if (op.status === "completed") {
    return { kind: "success", text: op.type === "topup" ? TOPPED_UP : "Completed" };
  }
  if (op.status === "failed" || op.status === "reversed") {
    return { kind: "error", text: op.failure_reason ?? `The ${typeLabel(op.type).toLowerCase()} failed.` };
  }
  if (op.status === "review") {
    return { kind: "info", text: op.review_reason ?? "We are checking this payment with the provider." };
  }
  return {
    kind: "info",
    text: op.next_action === "approve_on_phone" ? APPROVE_ON_PHONE : "Waiting for the provider to confirm.",
  };
}
