import { and, asc, eq, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { PaymentProvider } from "../payments";
import type { OperationRow } from "./operation-reads";
import { walletOperations } from "./schema";
import { afterLifetime, isExpired, NO_ANSWER_REASON, nextPollAt, REVIEW_POLL_MS } from "./settlement.rules";
import { moveToReview, type SettleDeps, settleOperation } from "./settlement.service";
import { logRowFailure } from "./upkeep-log";
import { dispatchWithdrawals } from "./withdraw.service";

/*
 * The payments cron (docs/decisions/0501, 0505). Callbacks can be lost (MTN MoMo sends one, once), so
 * every pending payment is also polled: first 2 minutes after it started, then further apart. One with no
 * final word after 24 hours moves to review, never to failed (the provider may still pay; a payout keeps
 * its hold), and is asked again every hour. Bank transfers settle here, on the run after they start.
 * Every row is handled on its own: one that throws is logged and the others go on. Every step is
 * idempotent: settling goes through the once-only trigger.
 */

/** How many pending payments one run polls at most (the rest are due on the next run). */
export const POLL_BATCH = 50;
/** How many payments in review one run asks about at most. */
export const REVIEW_BATCH = 10;

export interface UpkeepDeps extends SettleDeps {
  providerFor(name: string): PaymentProvider;
}

/** The payments due for a poll: pending ones (a queued withdrawal is not at a provider yet) and review. */
async function duePayments(deps: UpkeepDeps, now: number): Promise<OperationRow[]> {
  const due = (status: "pending" | "review", limit: number) =>
    deps.db
      .select()
      .from(walletOperations)
      .where(
        and(
          eq(walletOperations.status, status),
          lte(walletOperations.pollAfter, new Date(now)),
          or(ne(walletOperations.type, "withdrawal"), isNotNull(walletOperations.providerRef)),
        ),
      )
      .orderBy(asc(walletOperations.pollAfter))
      .limit(limit);
  const [pending, review] = await Promise.all([due("pending", POLL_BATCH), due("review", REVIEW_BATCH)]);
  return [...pending, ...review];
}

/** Asks the provider about one payment and settles its answer; resolves whether it settled. */
async function pollOne(deps: UpkeepDeps, row: OperationRow, now: number): Promise<boolean> {
  const started = row.createdAt.getTime();
  if (row.status === "pending" && isExpired(started, now) && afterLifetime(row) === "review") {
    await moveToReview(deps, row, NO_ANSWER_REASON, { pollAgain: true, now });
    return false;
  }
  if (row.provider) {
    const answer = await deps.providerFor(row.provider).status({
      reference: row.id,
      providerRef: row.providerRef ?? "",
      direction: row.type === "withdrawal" ? "payout" : "charge",
    });
    if (answer.status !== "pending") {
      const outcome = {
        status: answer.status,
        providerRef: answer.providerRef || undefined,
        reason: answer.reason,
      };
      return (await settleOperation(deps, row, outcome, [], now)).settled;
    }
  }
  const next = row.status === "review" ? now + REVIEW_POLL_MS : nextPollAt(started, now);
  await deps.db.run(sql`update ${walletOperations} set poll_after = ${next}, updated_at = ${now}
    where id = ${row.id} and status = ${row.status}`);
  return false;
}

/** Asks providers about the payments that are due and settles what they answer; returns how many settled. */
export async function pollPendingPayments(deps: UpkeepDeps, now = Date.now()): Promise<number> {
  let settled = 0;
  for (const row of await duePayments(deps, now)) {
    try {
      if (await pollOne(deps, row, now)) settled++;
    } catch (error) {
      logRowFailure("status poll failed", row.id, error);
      // Asked again later, not at once: a row that keeps failing must not starve the others.
      await deps.db
        .run(sql`update ${walletOperations} set poll_after = ${nextPollAt(row.createdAt.getTime(), now)},
          updated_at = ${now} where id = ${row.id} and status = ${row.status}`)
        .catch((e: unknown) => logRowFailure("poll reschedule failed", row.id, e));
    }
  }
  return settled;
}

/** One run of the payments cron: send queued withdrawals, then poll what is due, whatever sending did. */
export async function runPaymentsUpkeep(deps: UpkeepDeps, now = Date.now()) {
  let sent = 0;
  try {
    sent = await dispatchWithdrawals(deps, now);
  } catch (error) {
    logRowFailure("withdrawal dispatch failed", "*", error);
  }
  const settled = await pollPendingPayments(deps, now);
  return { sent, settled };
}
