import { sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { raisedWith } from "../../kit/errors";
import { ledgerAccounts } from "../ledger/schema";
import {
  postHoldStatements,
  runLedgerBatch,
  systemAccountStatement,
  transferStatements,
  voidHoldStatement,
  walletAccount,
} from "../ledger/service";
import { type NotifyDeps, notify } from "../notifications/notifications.service";
import { type LoadedOperation, loadOperation, type OperationRow, operationById } from "./operation-reads";
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

/** A provider's final word on a payment. */
export interface Outcome {
  status: "succeeded" | "failed";
  providerRef?: string;
  reason?: string;
}

/** What settling needs besides D1: where to tell the user (exactly what `notify` needs). */
export type SettleDeps = NotifyDeps;

const ALREADY_SETTLED = "wallet: operation already settled";

/** Whether a batch failed because its operation had already settled (someone else won the race). */
export function isAlreadySettled(error: unknown): boolean {
  return raisedWith(error, ALREADY_SETTLED);
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
export function balanceAfter(operationId: string, walletId: string): Statement {
  return sql`update ${walletOperations} set balance_after = (select balance from ${ledgerAccounts}
    where id = ${walletId}) where id = ${operationId}`;
}

/**
 * The ledger statements of a succeeded operation and the transaction id they write. The system accounts
 * they post to are created, if missing, by the batch's first statements: nothing is read first.
 */
function successStatements(row: OperationRow, walletId: string, now: number) {
  if (!row.provider) throw new Error(`operation ${row.id} has no provider`);
  const clearing = systemAccountStatement({ kind: "provider", provider: row.provider }, now);
  const fees = systemAccountStatement({ kind: "fees" }, now);
  let money: { id: string; statements: Statement[] };
  if (row.type === "topup") {
    money = transferStatements(
      {
        kind: "topup",
        reference: row.id,
        postings: [
          { accountId: clearing.id, amount: -row.amount },
          { accountId: walletId, amount: row.amount },
        ],
      },
      now,
    );
  } else if (row.type === "withdrawal") {
    if (!row.holdId) throw new Error(`withdrawal ${row.id} has no hold`);
    // The hold was placed on this wallet for this amount in the batch that wrote the operation.
    const hold = { id: row.holdId, accountId: walletId, amount: row.amount };
    money = postHoldStatements(hold, { accountId: clearing.id, kind: "withdrawal", reference: row.id }, now);
  } else {
    // A service payment charged to a method settles here; one paid from the wallet settled when it was made.
    if (!row.payeeAccountId) throw new Error(`service payment ${row.id} has no payee`);
    const postings = [
      { accountId: clearing.id, amount: -(row.amount + row.fee) },
      { accountId: row.payeeAccountId, amount: row.amount },
    ];
    if (row.fee > 0) postings.push({ accountId: fees.id, amount: row.fee });
    money = transferStatements({ kind: "service_payment", reference: row.id, postings }, now);
  }
  return { id: money.id, statements: [clearing.statement, fees.statement, ...money.statements] };
}

/** What a purchase grants once paid, from its registration (nothing for other operations). */
async function grantStatements(db: Db, row: OperationRow): Promise<Statement[]> {
  const type = row.type === "service_payment" ? registeredServiceType(row.requestType) : null;
  if (!type || !row.itemId) return [];
  return type.onPaid(db, { buyerId: row.userId, itemId: row.itemId, operationId: row.id });
}

/**
 * Settles an operation (its id, or its row when the caller just read it) with a provider's outcome,
 * once. `extra` statements join the batch (a callback's replay guard). Resolves with the operation as it
 * now stands and whether this call settled it; when it had already settled, nothing is written and the
 * user is not told twice.
 */
export async function settleOperation(
  deps: SettleDeps,
  operation: string | OperationRow,
  outcome: Outcome,
  extra: Statement[] = [],
  now = Date.now(),
): Promise<{ settled: boolean; operation: LoadedOperation | null }> {
  const { db } = deps;
  const id = typeof operation === "string" ? operation : operation.id;
  const row = typeof operation === "string" ? await operationById(db, operation) : operation;
  if (row?.status !== "pending") return { settled: false, operation: await loadOperation(db, id) };
  const walletId = await walletAccount(db, row.userId, now);
  let statements: Statement[];
  if (outcome.status === "succeeded") {
    const money = successStatements(row, walletId, now);
    statements = [
      finalStatus(row, outcome, money.id, now),
      ...money.statements,
      ...(await grantStatements(db, row)),
      balanceAfter(row.id, walletId),
    ];
  } else {
    statements = [finalStatus(row, outcome, null, now)];
    if (row.holdId) statements.push(voidHoldStatement(row.holdId, now));
  }
  try {
    await runLedgerBatch(db, [...statements, ...extra]);
  } catch (error) {
    if (isAlreadySettled(error)) return { settled: false, operation: await loadOperation(db, id) };
    throw error;
  }
  const settled = await loadOperation(db, id);
  if (settled) await tellUser(deps, settled);
  return { settled: true, operation: settled };
}

/** Tells the user an operation settled: a stored notification, pushed live to their sockets. */
export async function tellUser(deps: SettleDeps, { row, method }: LoadedOperation): Promise<void> {
  if (row.status !== "completed" && row.status !== "failed") return;
  const view = toOperationView(row, method);
  await notify(deps, row.userId, {
    type: "Wallet",
    msg: settledMessage(row.type, row.amount, row.status, row.failureReason),
    data: { operation: view },
  });
}
