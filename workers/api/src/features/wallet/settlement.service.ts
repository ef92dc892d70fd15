import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { isUniqueViolation, raisedWith } from "../../kit/errors";
import {
  postHoldStatements,
  runLedgerBatch,
  systemAccountStatement,
  transferStatements,
  voidHoldStatement,
  walletAccount,
} from "../ledger";
import { ledgerAccounts, ledgerHolds } from "../ledger/schema";
import { type NotifyDeps, notify } from "../notifications";
import { type LoadedOperation, loadOperation, type OperationRow, operationById } from "./operation-reads";
import { toOperationView } from "./operation-view";
import { walletOperations } from "./schema";
import { registeredServiceType, type ServiceTypes } from "./service-types";
import {
  type ConfirmedAmount,
  confirmationMismatch,
  REVIEW_POLL_MS,
  reviewMessage,
  settledMessage,
} from "./settlement.rules";

/*
 * Settling a wallet operation (docs/decisions/0505): one D1 batch sets its final status, moves the money
 * in the ledger and runs what a purchase grants. The batch opens by touching the operation's row and
 * closes by setting its final status; the settled-row trigger (migration 0023) aborts the whole batch when
 * the row already left pending and review, whatever the caller read, and the ledger's unique (kind,
 * reference) refuses a second transaction for it. So the synchronous answer, callbacks (replayed under any
 * event id), the poller and a second cron run can all race to settle one payment: exactly one does.
 */

/** A provider's final word on a payment, with what it says it moved when it says (an IPN's amount). */
export interface Outcome {
  status: "succeeded" | "failed";
  providerRef?: string;
  reason?: string;
  confirmed?: ConfirmedAmount;
}

/** What settling needs besides D1: where to tell the user (exactly what `notify` needs). */
export interface SettleDeps extends NotifyDeps {
  /** What the app sells: a settled service payment runs its type's `onPaid` in the settling batch. */
  sellables: ServiceTypes;
  /** Where a sellable's `afterPaid` stores files (a sale's contract). */
  media?: R2Bucket;
}

const ALREADY_SETTLED = "wallet: operation already settled";

/** Whether a batch failed because its operation had already settled (someone else won the race). */
export function isAlreadySettled(error: unknown): boolean {
  return raisedWith(error, ALREADY_SETTLED) || isUniqueViolation(error, "ledger_transactions.kind");
}

/** The batch's first statement: it aborts the batch at once when the operation has already settled. */
function claimStatement(row: OperationRow, now: number): Statement {
  return sql`update ${walletOperations} set updated_at = ${now} where id = ${row.id}`;
}

/** The wallet's balance now, as an operation's "balance after" (read after the batch's postings). */
export function balanceOf(walletId: string) {
  return sql<number>`(select balance from ${ledgerAccounts} where id = ${walletId})`;
}

/** The statement that ends an operation's unsettled life; last in its batch, after the postings. */
function finalStatus(
  row: OperationRow,
  outcome: Outcome,
  settled: { transactionId: string; walletId: string } | null,
  now: number,
): Statement {
  const status = outcome.status === "succeeded" ? "completed" : "failed";
  const providerRef = outcome.providerRef ?? null;
  const balance = settled ? balanceOf(settled.walletId) : sql`null`;
  return sql`update ${walletOperations} set status = ${status}, transaction_id = ${settled?.transactionId ?? null},
    failure_reason = ${outcome.status === "failed" ? (outcome.reason ?? "The payment failed.") : null},
    provider_ref = case when ${providerRef} is not null then ${providerRef} else provider_ref end,
    balance_after = ${balance}, poll_after = null, settled_at = ${now}, updated_at = ${now} where id = ${row.id}`;
}

/** A hold's state, for a withdrawal whose hold may have been settled behind it. */
async function holdState(db: Db, holdId: string): Promise<string | null> {
  const [hold] = await db
    .select({ state: ledgerHolds.state })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, holdId));
  return hold?.state ?? null;
}

/**
 * The ledger statements of a succeeded operation and the transaction id they write. The system accounts
 * they post to are created, if missing, by the batch's first statements: nothing is read first.
 */
async function successStatements(db: Db, row: OperationRow, walletId: string, now: number) {
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
    const into = { accountId: clearing.id, kind: "withdrawal", reference: row.id };
    // The hold was placed on this wallet for this amount in the batch that wrote the operation. One
    // released before the hold-expiry guard existed is paid from the balance (an overdraft aborts).
    money =
      (await holdState(db, row.holdId)) === "pending"
        ? postHoldStatements({ id: row.holdId, accountId: walletId, amount: row.amount }, into, now)
        : transferStatements(
            {
              ...into,
              postings: [
                { accountId: walletId, amount: -row.amount },
                { accountId: clearing.id, amount: row.amount },
              ],
            },
            now,
          );
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
async function grantStatements(db: Db, sellables: ServiceTypes, row: OperationRow): Promise<Statement[]> {
  const type = row.type === "service_payment" ? registeredServiceType(sellables, row.requestType) : null;
  if (!type || !row.itemId) return [];
  return type.onPaid(db, { buyerId: row.userId, itemId: row.itemId, operationId: row.id });
}

/** Whether an operation is still open to its provider's word. */
const unsettled = (row: OperationRow | null) => row?.status === "pending" || row?.status === "review";

/**
 * Settles an operation (its id, or its row when the caller just read it) with a provider's outcome,
 * once. `extra` statements join the batch (a callback's replay guard). Resolves with the operation as it
 * now stands and whether this call settled it; when it had already settled, nothing is written and the
 * user is not told twice. A success whose confirmation does not match the payment moves it to review.
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
  if (!row || !unsettled(row)) return { settled: false, operation: await loadOperation(db, id) };
  const mismatch = outcome.status === "succeeded" ? confirmationMismatch(row, outcome.confirmed) : null;
  if (mismatch) {
    await moveToReview(deps, row, mismatch, { pollAgain: false, extra, now });
    return { settled: false, operation: await loadOperation(db, id) };
  }
  const walletId = await walletAccount(db, row.userId, now);
  let statements: Statement[];
  if (outcome.status === "succeeded") {
    const money = await successStatements(db, row, walletId, now);
    statements = [
      claimStatement(row, now),
      ...money.statements,
      ...(await grantStatements(db, deps.sellables, row)),
      finalStatus(row, outcome, { transactionId: money.id, walletId }, now),
    ];
  } else {
    statements = [finalStatus(row, outcome, null, now)];
    // Frees what it reserved if the hold is still pending (one released behind it stays as it is).
    if (row.holdId) statements.push(...voidHoldStatement(row.holdId, now, { onlyIf: sql`1` }));
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

/**
 * Moves a pending payment to review: its money stays where it is (a payout keeps its hold) until its
 * provider's word settles it. `pollAgain: false` leaves it to a person (a confirmation that contradicts
 * the payment must not be overruled by the next poll). Resolves whether this call moved it.
 */
export async function moveToReview(
  deps: SettleDeps,
  row: OperationRow,
  reason: string,
  options: { pollAgain: boolean; extra?: Statement[]; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const pollAfter = options.pollAgain ? now + REVIEW_POLL_MS : null;
  const [moved] = await runLedgerBatch(deps.db, [
    sql`update ${walletOperations} set status = 'review', review_reason = ${reason}, poll_after = ${pollAfter},
      updated_at = ${now} where id = ${row.id} and status in ('pending', 'review')`,
    ...(options.extra ?? []),
  ]);
  if (!moved?.meta.changes || row.status === "review") return Boolean(moved?.meta.changes);
  await notify(deps, row.userId, {
    type: "Wallet",
    msg: reviewMessage(row.type, row.amount),
    data: { operation: toOperationView({ ...row, status: "review", reviewReason: reason }, null) },
  });
  return true;
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
