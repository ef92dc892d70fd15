import { paymentTotals } from "@ngoma/currency";
import { splitCents } from "../ledger/rules";

/*
 * The pure rules of written songs and their deals (issue #35): co-writers' splits and consent, what a
 * buyer may read before buying, what a bid holds and when clocks run out. The services decide with these;
 * money moves through the ledger's holds and the commerce slice.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const LYRICS_MAX = 20_000;
/** Lines of lyrics anyone may read before a completed purchase. */
export const PREVIEW_LINES = 4;
export const MIN_BID_FLOOR_CENTS = 100;
/** The largest bid: $1,000,000, far above any song sold here and within a hold's safe range. */
export const BID_MAX_CENTS = 100_000_000;
/** A pending bid's hold lapses after this long. */
export const BID_EXPIRY_DAYS = 30;
/** An approved deal completes on its own after this long if the buyer has not confirmed. */
export const COMPLETION_DAYS = 7;

export type Consent = "pending" | "accepted" | "declined";

export interface WriterShare {
  user_id: string;
  /** Whole percent. */
  split: number;
  consent: Consent;
}

/** Why a list of writers cannot stand, per field; null when it can. The owner must be among them. */
export function writerProblems(
  writers: readonly { user_id: string; split: number }[],
  ownerId: string,
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const seen = new Set<string>();
  writers.forEach((w, i) => {
    if (!Number.isInteger(w.split) || w.split < 1 || w.split > 100) {
      problems[`writers.${i}.split`] = ["A split is a whole percent from 1 to 100."];
    }
    if (seen.has(w.user_id)) problems[`writers.${i}.user_id`] = ["Each writer can be listed once."];
    seen.add(w.user_id);
  });
  const total = writers.reduce((sum, w) => sum + (Number.isInteger(w.split) ? w.split : 0), 0);
  if (writers.length && total !== 100)
    problems.writers = [`Splits must add up to 100% (they add up to ${total}%).`];
  if (!seen.has(ownerId)) problems.writers = [...(problems.writers ?? []), "You must be one of the writers."];
  return Object.keys(problems).length ? problems : null;
}

/** Whether the splits changed (any writer added, removed or re-split): then every consent starts over. */
export function splitsChanged(
  before: readonly { user_id: string; split: number }[],
  after: readonly { user_id: string; split: number }[],
): boolean {
  const key = (list: readonly { user_id: string; split: number }[]) =>
    [...list]
      .map((w) => `${w.user_id}:${w.split}`)
      .sort()
      .join(",");
  return key(before) !== key(after);
}

/** `check_rights`: the song may be sold only when every writer has accepted their credit and split. */
export function rightsClear(writers: readonly WriterShare[]): {
  clear: boolean;
  waiting: string[];
  declined: string[];
} {
  const waiting = writers.filter((w) => w.consent === "pending").map((w) => w.user_id);
  const declined = writers.filter((w) => w.consent === "declined").map((w) => w.user_id);
  return { clear: writers.length > 0 && waiting.length === 0 && declined.length === 0, waiting, declined };
}

/** The lyrics a viewer may read: all of them for the writers and, after completion, the buyer. */
export function visibleLyrics(lyrics: string, fullAccess: boolean): { text: string; truncated: boolean } {
  if (fullAccess) return { text: lyrics, truncated: false };
  const lines = lyrics.split(/\r?\n/);
  return { text: lines.slice(0, PREVIEW_LINES).join("\n"), truncated: lines.length > PREVIEW_LINES };
}

/** Why a bid amount is refused (per field), or null; `buyNow` when it meets a non-zero asking price. */
export function bidProblems(
  amount: number,
  terms: { min_bid: number; asking_price: number },
): Record<string, string[]> | null {
  if (!Number.isSafeInteger(amount)) return { amount: ["The bid must be whole cents."] };
  if (amount < terms.min_bid) return { amount: [`The bid must be at least the minimum bid.`] };
  if (amount > BID_MAX_CENTS) return { amount: ["The bid is above the largest allowed."] };
  return null;
}

/** Whether a bid buys the song outright: it meets the asking price (0 means offers only). */
export const isBuyNow = (amount: number, askingPrice: number) => askingPrice > 0 && amount >= askingPrice;

/** What a bid holds on the bidder's wallet: the amount and the 2 % fee the platform keeps on completion. */
export function bidHold(amount: number): { amount: number; fee: number; total: number } {
  const totals = paymentTotals(amount);
  return { amount: totals.subtotal, fee: totals.processingFee, total: totals.total };
}

/** When a pending bid placed at `placedMs` expires, and when an approved deal completes by itself. */
export const bidExpiresMs = (placedMs: number) => placedMs + BID_EXPIRY_DAYS * DAY_MS;
export const dealCompletesMs = (approvedMs: number) => approvedMs + COMPLETION_DAYS * DAY_MS;

/**
 * Writers in the order a deal's release pays them: by user id, as commerce's earnings list splits an
 * order among its payees, so what a writer is shown and what the ledger paid are the same cents.
 */
export const inPayoutOrder = <W extends { user_id: string }>(writers: readonly W[]): W[] =>
  [...writers].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));

/**
 * What each writer receives of `amount` cents by their whole-percent splits: the largest remainder, in
 * payout order, so the shares always sum to `amount`.
 *
 * @example writerShares(10_001, [{ user_id: "a", split: 33 }, { user_id: "b", split: 33 }, { user_id: "c", split: 34 }])
 *   // Map { a → 3300, b → 3300, c → 3401 }
 */
export function writerShares(amount: number, writers: readonly { user_id: string; split: number }[]) {
  const ordered = inPayoutOrder(writers);
  const shares = splitCents(
    amount,
    ordered.map((w) => w.split),
  );
  return new Map(ordered.map((w, i) => [w.user_id, shares[i] ?? 0]));
}
