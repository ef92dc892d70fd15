import type { WalletOperationType } from "./operation-types";

/*
 * Pure decisions about a wallet operation's life (docs/decisions/0501): when the status poller asks the
 * provider again, when a payment still pending is given up, and the words users read when one settles.
 */

/** The poller's shortest interval between two asks about one payment; the intervals double from it. */
export const POLL_BASE_MS = 2 * 60_000;
/** A payment still pending this long after it started fails (its hold, if any, is released). */
export const PENDING_LIFETIME_MS = 24 * 60 * 60_000;
/**
 * A withdrawal's hold outlives the operation's pending lifetime by a day, so the hold's own expiry can
 * never release funds that a late payout still posts; the operation's failure voids it first.
 */
export const WITHDRAWAL_HOLD_MS = PENDING_LIFETIME_MS + 24 * 60 * 60_000;
/** The reason a payment that never resolved fails with. */
export const EXPIRED_REASON = "The payment provider did not confirm the payment within 24 hours.";
export const CANCELLED_REASON = "Cancelled at your request.";

/**
 * When to poll a pending payment next: 2 minutes, then doubling, never more than an hour apart, so a
 * stuck payment costs at most ~30 polls over its 24 hours.
 */
export function nextPollAt(createdAt: number, now: number): number {
  const age = Math.max(0, now - createdAt);
  const step = Math.min(
    60 * 60_000,
    Math.max(POLL_BASE_MS, 2 ** Math.floor(Math.log2(age / POLL_BASE_MS + 1)) * POLL_BASE_MS),
  );
  return now + step;
}

/** Whether a pending payment has outlived its 24 hours. */
export function isExpired(createdAt: number, now: number): boolean {
  return now - createdAt >= PENDING_LIFETIME_MS;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const NOUN: Record<WalletOperationType, string> = {
  topup: "top-up",
  withdrawal: "withdrawal",
  service_payment: "payment",
  refund: "refund",
};

/** The notification text of a settled operation ("Your top-up of $10.00 completed."). */
export function settledMessage(
  type: WalletOperationType,
  amount: number,
  status: "completed" | "failed",
  reason?: string | null,
): string {
  const what = `Your ${NOUN[type]} of ${dollars(amount)}`;
  return status === "completed" ? `${what} completed.` : `${what} failed${reason ? `: ${reason}` : "."}`;
}
