// A bid on a song, kept pure: the amount typed in the viewer's currency read back into US cents (the way
// the beat market's price fields and the wallet's forms read amounts: lib/money/local-amount), checked
// against the song's minimum bid and the api's largest; what it holds on the wallet (amount + the 2 % fee,
// `paymentTotals` as the Payment modal adds it); whether it buys the song at once; and the
// Idempotency-Key a submission of it carries.
import { type PaymentTotals, paymentTotals } from "@ngoma/currency";
import { formatMoney, type MoneySettings } from "../money/format-money";
import { parseLocalAmount } from "../money/local-amount";

/** The api's largest bid (workers/api songs `BID_MAX_CENTS`: $1,000,000). */
export const BID_MAX_CENTS = 100_000_000;
/** A pending bid's hold lapses after this many days (the api's `BID_EXPIRY_DAYS`). */
export const BID_EXPIRY_DAYS = 30;
/** An approved deal completes by itself after this many days (the api's `COMPLETION_DAYS`). */
export const COMPLETION_DAYS = 7;

/** What the wallet holds for a bid of `cents`: the amount, the 2 % fee and their total. */
export function bidTotals(cents: number): PaymentTotals {
  return paymentTotals(cents);
}

/** Whether a bid buys the song outright: it meets a non-zero asking price (0 takes offers only). */
export const buysNow = (cents: number, askingPrice: number) => askingPrice > 0 && cents >= askingPrice;

export type BidReading = { ok: true; cents: number } | { ok: false; error: string };

/**
 * The bid field's text → US cents. `minBid` is the song's minimum bid when the page knows it (the table
 * of bids does not: the api checks it there); `shown` the cents the field started with, so an amount left
 * as shown stays exactly those cents.
 *
 * @example readBidAmount("50,000", ugx, { minBid: 1000 }) // { ok: true, cents: 1357 }
 */
export function readBidAmount(
  text: string,
  money: MoneySettings,
  options: { minBid?: number; shown?: number } = {},
): BidReading {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: `Enter your bid in ${money.currency}.` };
  const cents = parseLocalAmount(trimmed, money, options.shown);
  if (cents === null) {
    return { ok: false, error: `Enter an amount in ${money.currency}, e.g. ${formatMoney(2500, money)}.` };
  }
  const minimum = Math.max(1, options.minBid ?? 1);
  if (cents < minimum) {
    return {
      ok: false,
      error:
        options.minBid === undefined
          ? "Enter an amount above zero."
          : `Your bid must be at least the minimum bid, ${formatMoney(minimum, money)}.`,
    };
  }
  if (cents > BID_MAX_CENTS) {
    return { ok: false, error: `Your bid can be at most ${formatMoney(BID_MAX_CENTS, money)}.` };
  }
  return { ok: true, cents };
}

/** The Idempotency-Key a bid submission carries, and the amount it was first sent with. */
export interface BidKey {
  key: string;
  cents: number;
}

/**
 * The key for submitting `cents`: the one already sent when it was for the same amount (a retry after no
 * answer must replay the first request, not place a second hold), a fresh one for another amount (the api
 * would refuse the old key with a different body).
 */
export function keyForBid(previous: BidKey | null, cents: number, fresh: () => string): BidKey {
  return previous && previous.cents === cents ? previous : { key: fresh(), cents };
}

/** Whether an answer is the wallet's "not enough available" (a top-up is offered). */
export function isInsufficientFunds(answer: { ok: boolean; code?: string } | undefined): boolean {
  return answer?.ok === false && answer.code === "INSUFFICIENT_FUNDS";
}
