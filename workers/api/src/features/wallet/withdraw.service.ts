import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { ledgerHolds } from "../ledger/schema";
import { placeHoldStatement, runLedgerBatch, walletAccount } from "../ledger/service";
import type { PaymentProvider } from "../payments/providers/types";
import { paymentMethods } from "../payments/schema";
import { methodForProvider } from "../payments/service";
import { type LoadedOperation, loadOperation, operationById } from "./operation-reads";
import {
  applyProviderAnswer,
  insertOperation,
  type MethodChoice,
  methodRefused,
  providerRequest,
} from "./payment-start.service";
import { assertPayoutMethodSettled } from "./payout-method-age.rules";
import { walletOperations } from "./schema";
import { CANCELLED_REASON, PENDING_LIFETIME_MS, WITHDRAWAL_HOLD_MS } from "./settlement.rules";
import type { SettleDeps } from "./settlement.service";

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
  if (!view.can_pay_out) {
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
    sql`update ${ledgerHolds} set state = 'voided', updated_at = ${now} where id = ${row.holdId} and exists
      (select 1 from ${walletOperations} where id = ${row.id} and status = 'failed' and settled_at = ${now})`,
    commit,
  ]);
  if (!cancelled?.meta.changes) throw gone();
  return (await loadOperation(deps.db, row.id)) ?? { row, method: null };
}

/** How many queued withdrawals one cron run sends at most (the rest wait for the next run). */
export const DISPATCH_BATCH = 25;

/**
 * Sends queued withdrawals to their providers (run by the payments cron). Each is claimed first with a
 * conditional update, so two runs, or a run and a cancel, never both act on one withdrawal.
 */
export async function dispatchWithdrawals(
  deps: SettleDeps & { providerFor(name: string): PaymentProvider },
  now = Date.now(),
): Promise<number> {
  // Each queued withdrawal with the method it pays out to, in one read.
  const queued = await deps.db
    .select({ row: walletOperations, method: paymentMethods })
    .from(walletOperations)
    .innerJoin(paymentMethods, eq(paymentMethods.id, walletOperations.paymentMethodId))
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
  for (const { row, method } of queued) {
    const claim = await deps.db.run(sql`update ${walletOperations} set provider_ref = ${`claimed:${row.id}`},
      updated_at = ${now} where id = ${row.id} and status = 'pending' and provider_ref is null`);
    if (!claim.meta.changes || !row.provider) continue;
    const provider = deps.providerFor(row.provider);
    const claimed = { ...row, providerRef: `claimed:${row.id}` };
    const request = await providerRequest(deps.db, claimed, methodForProvider(method), provider);
    await applyProviderAnswer(deps, claimed, provider, (p) => p.payout(request), now);
    sent++;
  }
  return sent;
}
