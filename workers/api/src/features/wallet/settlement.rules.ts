import type { WalletOperationType } from "./operation-types";

/*
 * Pure decisions about a wallet operation's life (docs/decisions/0501, 0505): when the status poller asks
 * the provider again, what becomes of a payment with no final word after 24 hours, and the words users
 * read when one settles or waits for review.
 */

/** The poller's shortest interval between two asks about one payment; the intervals double from it. */
export const POLL_BASE_MS = 2 * 60_000;
/**
 * How long a payment may stay pending. After it, one the provider may hold moves to review (never to
 * failed: the provider may still pay), and a withdrawal that was never sent fails.
 */
export const PENDING_LIFETIME_MS = 24 * 60 * 60_000;
/** How often a payment in review is asked about again (a late answer is then settled as usual). */
export const REVIEW_POLL_MS = 60 * 60_000;
/**
 * A withdrawal's hold outlives the operation's pending lifetime by a day, so the hold's own expiry can
 * never release funds that a late payout still posts; the operation's failure voids it first.
 */
export const WITHDRAWAL_HOLD_MS = PENDING_LIFETIME_MS + 24 * 60 * 60_000;
/** Why a payment waits in review when its provider gave no final word within its pending lifetime. */
export const NO_ANSWER_REASON = "The payment provider has not confirmed the payment within 24 hours.";
/** The reason a withdrawal that could not be sent within its pending lifetime fails with. */
export const UNSENT_REASON = "The withdrawal could not be sent to the provider within 24 hours.";
/** The reason a queued withdrawal whose hold was released fails with (it is never sent without one). */
export const HOLD_LOST_REASON = "The money reserved for this withdrawal was released, so it was not sent.";
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

/**
 * What happens to a pending payment that outlived its lifetime: a withdrawal still queued (never handed to
 * a provider) fails and frees its hold; anything a provider may have goes to review and keeps its hold.
 */
export function afterLifetime(row: { type: WalletOperationType; providerRef: string | null }) {
  return row.type === "withdrawal" && row.providerRef === null ? "fail_unsent" : "review";
}

/** What a provider's confirmation said it moved, held against what it was asked to move. */
export interface ConfirmedAmount {
  amount?: number;
  currency?: string;
  account?: string;
}

/** Digits only: providers write phone numbers with and without `+` and spaces. */
const digits = (text: string) => text.replace(/\D/g, "");

/**
 * Why a provider's confirmation does not match the payment it names (null when it matches, or says
 * nothing we can check): another amount or currency, or another account, must not credit the asked sum.
 */
export function confirmationMismatch(
  asked: { localAmount: number | null; localCurrency: string | null; providerAccount: string | null },
  confirmed: ConfirmedAmount | undefined,
): string | null {
  if (!confirmed) return null;
  if (confirmed.amount !== undefined && asked.localAmount !== null) {
    const sameCurrency = !confirmed.currency || confirmed.currency === asked.localCurrency;
    if (!sameCurrency || Math.round(confirmed.amount) !== asked.localAmount) {
      const got = `${confirmed.amount} ${confirmed.currency ?? ""}`.trim();
      const want = `${asked.localAmount} ${asked.localCurrency ?? ""}`.trim();
      return `The provider confirmed ${got}, not the ${want} asked for.`;
    }
  }
  if (confirmed.account && asked.providerAccount) {
    if (digits(confirmed.account) !== digits(asked.providerAccount)) {
      return "The provider confirmed a payment from another account than the one asked.";
    }
  }
  return null;
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

/** The notification text of an operation that moved to review. */
export function reviewMessage(type: WalletOperationType, amount: number): string {
  return `Your ${NOUN[type]} of ${dollars(amount)} is taking longer than usual: we are checking it with the provider.`;
}

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
