import type { RealtimeBinding } from "@ngoma/realtime/client";
import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { ledgerAccounts } from "../ledger/schema";
import {
  pendingHold,
  postHoldStatements,
  runLedgerBatch,
  systemAccount,
  transferStatements,
  voidHoldStatement,
  walletAccount,
} from "../ledger/service";
import { notify } from "../notifications/notifications.service";
import { paymentMethods } from "../payments/schema";
import { toOperationView } from "./operation-view";
import { walletOperations } from "./schema";
import { registeredServiceType } from "./service-types";
import { settledMessage } from "./settlement.rules";

/*
 * Settling a wallet operation (docs/decisions/0501): one D1 batch sets its final status, moves the money
 * in the ledger and runs what a purchase grants. The status update comes first and its trigger (migration
 * 0012) aborts the whole batch when the operation is no longer pending, so the synchronous answer, a
 * callback, its replay and the poller can all race to settle one payment and exactly one of them does.
 */

export type OperationRow = typeof walletOperations.$inferSelect;

/** A provider's final word on a payment. */
export interface Outcome {
  status: "succeeded" | "failed";
  providerRef?: string;
  reason?: string;
}

/** What settling needs besides D1: where to tell the user. */
export interface SettleDeps {
  db: Db;
  realtime: RealtimeBinding;
  waitUntil?: (promise: Promise<unknown>) => void;
}

const ALREADY_SETTLED = "wallet: operation already settled";

/** Whether a batch failed because its operation had already settled (someone else won the race). */
export function isAlreadySettled(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e.message.includes(ALREADY_SETTLED)) return true;
  return false;
}

/** An operation by id, or null. */
export async function operationById(db: Db, id: string): Promise<OperationRow | null> {
  const [row] = await db.select().from(walletOperations).where(eq(walletOperations.id, id));
  return row ?? null;
}

/** The method an operation used, for its view (deleted methods keep their name). */
export async function operationMethod(db: Db, row: OperationRow) {
  if (!row.paymentMethodId) return null;
  const [method] = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name, type: paymentMethods.type })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, row.paymentMethodId));
  return method ?? null;
}

/** The statement that ends an operation's pending life (first in its batch: the trigger guards it). */
function finalStatus(
  row: OperationRow,
  outcome: Outcome,
  transactionId: string | null,
  now: number,
): Statement {
  const status = outcome.status === "succeeded" ? "completed" : "failed";
  const providerRef = outcome.providerRef ?? null;
  return sql`update ${walletOperations} set status = ${status}, transaction_id = ${transactionId},
    failure_reason = ${outcome.status === "failed" ? (outcome.reason ?? "The payment failed.") : null},
    provider_ref = case when ${providerRef} is not null then ${providerRef} else provider_ref end,
    poll_after = null, settled_at = ${now}, updated_at = ${now} where id = ${row.id}`;
}

/** Records the wallet's balance right after the batch's postings, for the history's "balance after". */
function balanceAfter(row: OperationRow, walletId: string): Statement {
  return sql`update ${walletOperations} set balance_after = (select balance from ${ledgerAccounts}
    where id = ${walletId}) where id = ${row.id}`;
}

/** The ledger statements of a succeeded operation, and the transaction id they write. */
async function successStatements(db: Db, row: OperationRow, walletId: string, now: number) {
  const clearing = row.provider
    ? await systemAccount(db, { kind: "provider", provider: row.provider })
    : null;
  if (row.type === "topup") {
    if (!clearing) throw new Error(`top-up ${row.id} has no provider`);
    return transferStatements(
      {
        kind: "topup",
        reference: row.id,
        postings: [
          { accountId: clearing, amount: -row.amount },
          { accountId: walletId, amount: row.amount },
        ],
      },
      now,
    );
  }
  if (row.type === "withdrawal") {
    if (!clearing || !row.holdId) throw new Error(`withdrawal ${row.id} has no provider or hold`);
    const hold = await pendingHold(db, row.holdId);
    return postHoldStatements(hold, { accountId: clearing, kind: "withdrawal", reference: row.id }, now);
  }
  // A service payment charged to a method settles here; one paid from the wallet settled when it was made.
  if (!clearing || !row.payeeAccountId) throw new Error(`service payment ${row.id} has no provider or payee`);
  const fees = await systemAccount(db, { kind: "fees" });
  const postings = [
    { accountId: clearing, amount: -(row.amount + row.fee) },
    { accountId: row.payeeAccountId, amount: row.amount },
  ];
  if (row.fee > 0) postings.push({ accountId: fees, amount: row.fee });
  return transferStatements({ kind: "service_payment", reference: row.id, postings }, now);
}

/** What a purchase grants once paid, from its registration (nothing for other operations). */
async function grantStatements(db: Db, row: OperationRow): Promise<Statement[]> {
  const type = row.type === "service_payment" ? registeredServiceType(row.requestType) : null;
  if (!type || !row.itemId) return [];
  return type.onPaid(db, { buyerId: row.userId, itemId: row.itemId, operationId: row.id });
}

/**
 * Settles `operationId` with a provider's outcome, once. `extra` statements join the batch (a callback's
 * replay guard). Resolves with the operation as it now stands and whether this call settled it; when it
 * had already settled, nothing is written and the user is not told twice.
 */
export async function settleOperation(
  deps: SettleDeps,
  operationId: string,
  outcome: Outcome,
  extra: Statement[] = [],
  now = Date.now(),
): Promise<{ settled: boolean; operation: OperationRow | null }> {
  const { db } = deps;
  const row = await operationById(db, operationId);
  if (row?.status !== "pending") return { settled: false, operation: row };
  const walletId = await walletAccount(db, row.userId, now);
  let statements: Statement[];
  if (outcome.status === "succeeded") {
    const { id, statements: money } = await successStatements(db, row, walletId, now);
    statements = [
      finalStatus(row, outcome, id, now),
      ...money,
      ...(await grantStatements(db, row)),
      balanceAfter(row, walletId),
    ];
  } else {
    statements = [finalStatus(row, outcome, null, now)];
    if (row.holdId) statements.push(voidHoldStatement(row.holdId, now));
  }
  try {
    await runLedgerBatch(db, [...statements, ...extra]);
  } catch (error) {
    if (isAlreadySettled(error)) return { settled: false, operation: await operationById(db, operationId) };
    throw error;
  }
  const settled = await operationById(db, operationId);
  if (settled) await tellUser(deps, settled);
  return { settled: true, operation: settled };
}

/** Tells the user an operation settled: a stored notification, pushed live to their sockets. */
export async function tellUser(deps: SettleDeps, row: OperationRow): Promise<void> {
  if (row.status !== "completed" && row.status !== "failed") return;
  const view = toOperationView(row, await operationMethod(deps.db, row));
  await notify(deps, row.userId, {
    type: "Wallet",
    msg: settledMessage(row.type, row.amount, row.status, row.failureReason),
    data: { operation: view },
  });
}
