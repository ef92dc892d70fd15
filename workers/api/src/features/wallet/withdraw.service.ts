import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { placeHoldStatement, runLedgerBatch, voidHoldStatement, walletAccount } from "../ledger";
import { ledgerHolds } from "../ledger/schema";
import type { PaymentProvider } from "../payments";
import { methodForProvider } from "../payments";
import { paymentMethods } from "../payments/schema";
import { type LoadedOperation, loadOperation, type OperationRow, operationById } from "./operation-reads";
import {
  applyProviderAnswer,
  insertOperation,
  type MethodChoice,
  methodRefused,
  providerAccount,
  providerRequest,
} from "./payment-start.service";
import { assertPayoutMethodSettled } from "./payout-method-age.rules";
import { walletOperations } from "./schema";
import {
  CANCELLED_REASON,
  HOLD_LOST_REASON,
  isExpired,
  PENDING_LIFETIME_MS,
  UNSENT_REASON,
  WITHDRAWAL_HOLD_MS,
} from "./settlement.rules";
import { type SettleDeps, tellUser } from "./settlement.service";
import { logRowFailure } from "./upkeep-log";

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/*
 * Withdrawals (docs/decisions/0501): the amount is held on the wallet at once, in the batch that writes
 * the operation (the wallet's CHECK refuses a hold past the available balance; the limits trigger refuses
 * one past the rolling 24 h / 30 day limits). The payments cron sends queued withdrawals to their provider,
 * so until then the user may cancel; the hold is posted when the provider pays and voided if it fails.
 */

export interface WithdrawInput {
  userId: string;
  amount: number;
  method: MethodChoice;
  /**
   * The adapter that will pay it out, resolved before anything is held: a method with no adapter in this
   * environment is refused at the start (503 PROVIDER_UNAVAILABLE), never queued for a cron that cannot send it.
   */
  provider: PaymentProvider | null;
  description?: string;
  commit: Statement;
  /** Maps the batch's limit aborts to the 422 users read (features/wallet/limits). */
  limitError?: (error: unknown) => unknown;
}

/**
 * Holds `amount` on the wallet and queues its payout. The PIN is checked by the caller before this runs.
 *
 * @example const op = await startWithdrawal(db, { userId, amount: 2500, method, commit });
 */
export async function startWithdrawal(
  db: Db,
  input: WithdrawInput,
  now = Date.now(),
): Promise<LoadedOperation> {
  const { view } = input.method;
  if (!view.can_pay_out || !input.provider?.canPayOut) {
    throw methodRefused("Money can be sent to mobile money, bank or PayPal accounts only.");
  }
  assertPayoutMethodSettled(view, now);
  const walletId = await walletAccount(db, input.userId, now);
  const holdId = newId("hld", now);
  try {
    const row = await insertOperation(
      db,
      {
        id: newId("wop", now),
        userId: input.userId,
        type: "withdrawal",
        status: "pending",
        amount: input.amount,
        fee: 0,
        signedAmount: -input.amount,
        paymentMethodId: view.id,
        provider: view.type,
        holdId,
        description: input.description || "Withdrawal",
        counterparty: view.label,
        // Due at once: the next payments cron sends it.
        pollAfter: new Date(now),
        expiresAt: new Date(now + PENDING_LIFETIME_MS),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      },
      [
        placeHoldStatement(
          holdId,
          { accountId: walletId, amount: input.amount, expiresAt: new Date(now + WITHDRAWAL_HOLD_MS) },
          now,
        ),
        input.commit,
      ],
    );
    return { row, method: { id: view.id, name: view.name, type: view.type } };
  } catch (error) {
    throw input.limitError?.(error) ?? error;
  }
}

/** "Withdrawal `id` was failed by this batch": what voiding its hold waits for. */
const failedNow = (id: string, now: number) =>
  sql`exists (select 1 from ${walletOperations} where id = ${id} and status = 'failed' and settled_at = ${now})`;

/**
 * Cancels a queued withdrawal of `userId` and releases its hold, in one batch whose statements each
 * apply only if the one before did: a withdrawal the cron already claimed is left alone (409).
 */
export async function cancelWithdrawal(
  deps: SettleDeps,
  userId: string,
  operationId: string,
  commit: Statement,
  now = Date.now(),
): Promise<LoadedOperation> {
  const row = await operationById(deps.db, operationId);
  if (!row || row.userId !== userId || row.type !== "withdrawal") throw notFound("Withdrawal");
  const gone = () => conflict("This withdrawal was already sent and can no longer be cancelled.");
  if (row.status !== "pending" || row.providerRef !== null || !row.holdId) throw gone();
  const [cancelled] = await runLedgerBatch(deps.db, [
    sql`update ${walletOperations} set status = 'failed', failure_reason = ${CANCELLED_REASON}, poll_after = null,
      settled_at = ${now}, updated_at = ${now}
      where id = ${row.id} and status = 'pending' and provider_ref is null`,
    ...voidHoldStatement(row.holdId, now, { onlyIf: failedNow(row.id, now) }),
    commit,
  ]);
  if (!cancelled?.meta.changes) throw gone();
  return (await loadOperation(deps.db, row.id)) ?? { row, method: null };
}

/** How many queued withdrawals one cron run sends at most (the rest wait for the next run). */
export const DISPATCH_BATCH = 25;

type DispatchDeps = SettleDeps & { providerFor(name: string): PaymentProvider };

/**
 * Fails a withdrawal that was never sent, and frees its hold if it still has one, in one batch that
 * applies only while the withdrawal is still queued (a run that claimed it meanwhile wins).
 */
async function failUnsent(deps: DispatchDeps, row: OperationRow, reason: string, now: number) {
  const [failed] = await runLedgerBatch(deps.db, [
    sql`update ${walletOperations} set status = 'failed', failure_reason = ${reason}, poll_after = null,
      settled_at = ${now}, updated_at = ${now} where id = ${row.id} and status = 'pending' and provider_ref is null`,
    ...(row.holdId ? voidHoldStatement(row.holdId, now, { onlyIf: failedNow(row.id, now) }) : []),
  ]);
  if (!failed?.meta.changes) return;
  const done = await loadOperation(deps.db, row.id);
  if (done) await tellUser(deps, done);
}

/** Claims one queued withdrawal, records what its provider is asked for, and sends it. */
async function sendOne(deps: DispatchDeps, row: OperationRow, method: PaymentMethodRow, now: number) {
  if (!row.provider) throw new Error(`withdrawal ${row.id} has no provider`);
  const provider = deps.providerFor(row.provider);
  const claimed = { ...row, providerRef: `claimed:${row.id}` };
  const forProvider = methodForProvider(method);
  const request = await providerRequest(deps.db, claimed, forProvider, provider);
  const claim = await deps.db.run(sql`update ${walletOperations} set provider_ref = ${claimed.providerRef},
    local_amount = ${request.local?.amount ?? null}, local_currency = ${request.local?.currency ?? null},
    provider_account = ${providerAccount(forProvider)}, updated_at = ${now}
    where id = ${row.id} and status = 'pending' and provider_ref is null`);
  if (!claim.meta.changes) return false;
  await applyProviderAnswer(deps, claimed, provider, (p) => p.payout(request), now);
  return true;
}

/**
 * Sends queued withdrawals to their providers (run by the payments cron). Each is claimed first with a
 * conditional update, so two runs, or a run and a cancel, never both act on one withdrawal. Only one whose
 * hold is still pending is sent; one without, or one that could not be sent for 24 hours, fails unsent.
 * Each is handled on its own: a provider that cannot be reached leaves its withdrawal queued and the run
 * goes on with the others.
 */
export async function dispatchWithdrawals(deps: DispatchDeps, now = Date.now()): Promise<number> {
  // Each queued withdrawal with the method it pays out to and its hold's state, in one read.
  const queued = await deps.db
    .select({ row: walletOperations, method: paymentMethods, hold: ledgerHolds.state })
    .from(walletOperations)
    .innerJoin(paymentMethods, eq(paymentMethods.id, walletOperations.paymentMethodId))
    .leftJoin(ledgerHolds, eq(ledgerHolds.id, walletOperations.holdId))
    .where(
      and(
        eq(walletOperations.status, "pending"),
        eq(walletOperations.type, "withdrawal"),
        isNull(walletOperations.providerRef),
      ),
    )
    .orderBy(asc(walletOperations.createdAt))
    .limit(DISPATCH_BATCH);
  let sent = 0;
  for (const { row, method, hold } of queued) {
    try {
      if (hold !== "pending") await failUnsent(deps, row, HOLD_LOST_REASON, now);
      else if (isExpired(row.createdAt.getTime(), now)) await failUnsent(deps, row, UNSENT_REASON, now);
      else if (await sendOne(deps, row, method, now)) sent++;
    } catch (error) {
      logRowFailure("withdrawal dispatch failed", row.id, error);
    }
  }
  return sent;
}
