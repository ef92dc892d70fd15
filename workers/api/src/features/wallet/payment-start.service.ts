import type { z } from "@hono/zod-openapi";
import { convert, isCurrencyCode } from "@ngoma/currency";
import { sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { AppError } from "../../kit/errors";
import { runLedgerBatch } from "../ledger";
import { readRateTable } from "../money";
import type { MethodForProvider, PaymentProvider, PaymentRequest, ProviderResult } from "../payments";
import type { PaymentMethodView } from "../payments/contract";
import { type LoadedOperation, loadOperation, type OperationRow } from "./operation-reads";
import { walletOperations } from "./schema";
import { type SettleDeps, settleOperation } from "./settlement.service";

/*
 * Starting a payment with a provider (docs/decisions/0501). The operation row is written first, in the
 * batch that commits the request's idempotency key, so a retry can never start a second payment; the
 * provider is then called with the operation's id as its idempotency key and reference, and its answer is
 * applied: settled at once (a card), or left pending for the callback and the status poller.
 */

/** A saved method chosen for a payment, as the payments feature resolves it for its owner. */
export interface MethodChoice {
  view: z.output<typeof PaymentMethodView>;
  forProvider: MethodForProvider;
}

/** Where a provider charges or pays in its own currency (mobile money in Uganda settles in UGX). */
const PROVIDER_CURRENCY: Partial<Record<string, string>> = { yopaymentsug: "UGX" };

/** The amount in the provider's currency, at the platform's stored rate; undefined for USD providers. */
export async function localAmount(
  db: Db,
  provider: string,
  amount: number,
): Promise<PaymentRequest["local"]> {
  const currency = PROVIDER_CURRENCY[provider];
  if (!currency || !isCurrencyCode(currency)) return undefined;
  const table = await readRateTable(db);
  return { currency, amount: convert(amount, currency, table.rates) };
}

/** A payment the provider refused: a 422 that says why (its row stays in the history as failed). */
export function paymentFailed(row: OperationRow): AppError {
  return new AppError(
    422,
    "PAYMENT_FAILED",
    row.failureReason ?? "Payment processing failed. Please try again.",
  );
}

/** 422 on `payment_method_id` when the chosen method cannot be used this way. */
export function methodRefused(message: string): AppError {
  return new AppError(422, "VALIDATION", "Validation errors occurred", { payment_method_id: [message] });
}

/**
 * The provider's answer applied to a pending operation: settled now, or left pending with its reference
 * (and its first poll when the provider says). Resolves with the operation as it now stands.
 */
export async function applyProviderAnswer(
  deps: SettleDeps,
  row: OperationRow,
  provider: PaymentProvider,
  call: (provider: PaymentProvider) => Promise<ProviderResult>,
  now = Date.now(),
): Promise<LoadedOperation> {
  let result: ProviderResult | null = null;
  try {
    result = await call(provider);
  } catch (error) {
    // The provider may or may not have the payment: the poller asks it by our reference.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "provider call failed",
        operation: row.id,
        error: String(error),
      }),
    );
  }
  if (result && result.status !== "pending") {
    const { operation } = await settleOperation(
      deps,
      row,
      { status: result.status, providerRef: result.providerRef, reason: result.reason },
      [],
      now,
    );
    if (operation) return operation;
  } else if (result) {
    await deps.db.run(sql`update ${walletOperations} set provider_ref = ${result.providerRef},
      poll_after = ${now + provider.firstPollAfterMs}, updated_at = ${now}
      where id = ${row.id} and status = 'pending'`);
  }
  return (await loadOperation(deps.db, row.id)) ?? { row, method: null };
}

/** The account a provider charges or pays, as its confirmations name it (a phone number), else null. */
export function providerAccount(method: MethodForProvider): string | null {
  const phone = method.details.phone_number;
  return typeof phone === "string" && phone ? phone : null;
}

/**
 * What an operation asks its provider to move, fixed on its row before the provider is asked, so a
 * confirmation of another amount or from another account can be told apart (settlement.rules).
 */
export async function askedOf(db: Db, provider: PaymentProvider, method: MethodForProvider, amount: number) {
  const local = await localAmount(db, provider.name, amount);
  return {
    localAmount: local?.amount ?? null,
    localCurrency: local?.currency ?? null,
    providerAccount: providerAccount(method),
  };
}

/** The request a provider receives for an operation: our id is its reference and its idempotency key. */
export async function providerRequest(
  db: Db,
  row: OperationRow,
  method: MethodForProvider,
  provider: PaymentProvider,
): Promise<PaymentRequest> {
  const amount = row.amount + row.fee;
  const asked =
    row.localAmount !== null && row.localCurrency
      ? { currency: row.localCurrency, amount: row.localAmount }
      : await localAmount(db, provider.name, amount);
  return {
    reference: row.id,
    amount,
    local: asked,
    method,
    description: row.description ?? "Ngoma",
    idempotencyKey: row.id,
  };
}

/** Every column of a new operation, from what its insert sets (the rest take their defaults). */
function newOperationRow(values: typeof walletOperations.$inferInsert): OperationRow {
  return {
    fee: 0,
    paymentMethodId: null,
    provider: null,
    providerRef: null,
    holdId: null,
    transactionId: null,
    reference: null,
    description: null,
    counterparty: null,
    requestType: null,
    itemId: null,
    payeeAccountId: null,
    failureReason: null,
    reviewReason: null,
    localAmount: null,
    localCurrency: null,
    providerAccount: null,
    balanceAfter: null,
    pollAfter: null,
    expiresAt: null,
    settledAt: null,
    ...values,
  };
}

/**
 * Runs the batch that writes a new operation with the request's idempotency commit, and answers the row
 * it wrote (no read back: the batch either wrote exactly this or failed).
 */
export async function insertOperation(
  db: Db,
  row: typeof walletOperations.$inferInsert,
  extra: Statement[],
): Promise<OperationRow> {
  await runLedgerBatch(db, [db.insert(walletOperations).values(row), ...extra]);
  return newOperationRow(row);
}
