import type { z } from "@hono/zod-openapi";
import type { WalletOperationView } from "./contract";
import type { walletOperations } from "./schema";

type OperationRow = typeof walletOperations.$inferSelect;

/** The method an operation used, as its row was joined (null when it used none, or it is gone). */
export interface OperationMethod {
  id: string;
  name: string;
  type: string;
}

/** Mobile money asks the payer to approve on their phone while the charge is pending. */
function nextAction(row: OperationRow): "approve_on_phone" | null {
  return row.status === "pending" && row.type !== "withdrawal" && row.provider === "yopaymentsug"
    ? "approve_on_phone"
    : null;
}

/**
 * A wallet operation as the API answers it (history rows and the calls that start one). A withdrawal may
 * be cancelled while it is pending and not yet sent to its provider (no provider reference).
 */
export function toOperationView(
  row: OperationRow,
  method: OperationMethod | null,
): z.output<typeof WalletOperationView> {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    signed_amount: row.signedAmount,
    balance_after: row.balanceAfter,
    reference: row.reference,
    description: row.description,
    counterparty: row.counterparty,
    payment_method: method,
    failure_reason: row.failureReason,
    review_reason: row.status === "review" ? row.reviewReason : null,
    next_action: nextAction(row),
    cancellable: row.type === "withdrawal" && row.status === "pending" && row.providerRef === null,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  };
}
