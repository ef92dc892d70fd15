import { and, asc, eq, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { PaymentProvider } from "../payments/providers/types";
import { walletOperations } from "./schema";
import { EXPIRED_REASON, isExpired, nextPollAt } from "./settlement.rules";
import { type SettleDeps, settleOperation } from "./settlement.service";
import { dispatchWithdrawals } from "./withdraw.service";

/*
 * The payments cron (docs/decisions/0501). Callbacks can be lost (MTN MoMo sends one, once), so every
 * pending payment is also polled: first 2 minutes after it started, then further apart; one still pending
 * after 24 hours fails and releases its hold. Bank transfers settle here, on the run after they start.
 * Every step is idempotent: settling goes through the once-only status trigger.
 */

/** How many pending payments one run polls at most (the rest are due on the next run). */
export const POLL_BATCH = 50;

export interface UpkeepDeps extends SettleDeps {
  providerFor(name: string): PaymentProvider;
}

/** Asks providers about the pending payments that are due, settles what they answer, fails the expired. */
export async function pollPendingPayments(deps: UpkeepDeps, now = Date.now()): Promise<number> {
  const due = await deps.db
    .select()
    .from(walletOperations)
    .where(
      and(
        eq(walletOperations.status, "pending"),
        lte(walletOperations.pollAfter, new Date(now)),
        // A queued withdrawal is not at a provider yet: dispatching sends it.
        or(ne(walletOperations.type, "withdrawal"), isNotNull(walletOperations.providerRef)),
      ),
    )
    .orderBy(asc(walletOperations.pollAfter))
    .limit(POLL_BATCH);
  let settled = 0;
  for (const row of due) {
    const started = row.createdAt.getTime();
    if (isExpired(started, now)) {
      const result = await settleOperation(deps, row, { status: "failed", reason: EXPIRED_REASON }, [], now);
      if (result.settled) settled++;
      continue;
    }
    try {
      if (!row.provider) continue;
      const answer = await deps.providerFor(row.provider).status({
        reference: row.id,
        providerRef: row.providerRef ?? "",
        direction: row.type === "withdrawal" ? "payout" : "charge",
      });
      if (answer.status !== "pending") {
        const result = await settleOperation(
          deps,
          row,
          { status: answer.status, providerRef: answer.providerRef || undefined, reason: answer.reason },
          [],
          now,
        );
        if (result.settled) settled++;
        continue;
      }
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "status poll failed",
          operation: row.id,
          error: String(error),
        }),
      );
    }
    await deps.db.run(sql`update ${walletOperations} set poll_after = ${nextPollAt(started, now)}, updated_at = ${now}
      where id = ${row.id} and status = 'pending'`);
  }
  return settled;
}

/** One run of the payments cron: send queued withdrawals, then poll what is due. */
export async function runPaymentsUpkeep(deps: UpkeepDeps, now = Date.now()) {
  const sent = await dispatchWithdrawals(deps, now);
  const settled = await pollPendingPayments(deps, now);
  return { sent, settled };
}
