/** One signed amount in US cents on one ledger account: positive credits it, negative debits it. */
export interface Posting {
  accountId: string;
  amount: number;
}

/**
 * Most postings in one transaction: their multi-row INSERT binds 4 values each, under D1's 100 bound
 * parameters per statement.
 */
export const MAX_POSTINGS = 20;

/**
 * Why `postings` cannot form a transaction, or null when they can: whole non-zero cents, at least two
 * accounts, at most MAX_POSTINGS, summing to zero. The database refuses the same (CHECKs and the
 * transaction's imbalance check); this says so before a round trip, in words.
 *
 * @example unbalanced([{ accountId: "a", amount: -500 }, { accountId: "b", amount: 500 }]) // null
 */
export function unbalanced(postings: readonly Posting[]): string | null {
  if (postings.length < 2) return "A transaction needs at least two postings.";
  if (postings.length > MAX_POSTINGS) return `A transaction has at most ${MAX_POSTINGS} postings.`;
  if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) {
    return "Every posting is a whole, non-zero number of cents.";
  }
  const sum = postings.reduce((total, p) => total + p.amount, 0);
  return sum === 0 ? null : `Postings must sum to zero (they sum to ${sum} cents).`;
}

/** The postings that undo `postings`: the same accounts, the opposite amounts. */
export function reversing(postings: readonly Posting[]): Posting[] {
  return postings.map((p) => ({ accountId: p.accountId, amount: -p.amount }));
}

/** A wallet's money: what it holds, what pending holds reserve, and what can still be spent. */
export function walletFunds(row: { balance: number; held: number }) {
  return { balance: row.balance, held: row.held, available: row.balance - row.held };
}

/**
 * Whether a hold of `holdAmount` can be posted for `amount`: a whole number of cents from 1 up to the
 * hold (the rest is released).
 */
export function postableAmount(amount: number, holdAmount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= holdAmount;
}

/**
 * `total` cents split by `weights` (percentages, or any positive whole shares), in whole cents that sum
 * to exactly `total`: each gets the floor of its exact share, and the cents left over go one each to the
 * largest remainders (ties to the earlier payee). Hamilton's largest-remainder method.
 *
 * @example splitCents(10_001, [33, 33, 34]) // [3300, 3300, 3401]
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError("A split total is whole cents ≥ 0.");
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w <= 0)) {
    throw new RangeError("Split weights are positive whole numbers.");
  }
  const sum = weights.reduce((a, w) => a + w, 0);
  // Whole-number arithmetic: total × weight fits safely for amounts up to ~$90 billion per 100 shares.
  const exact = weights.map((w) => total * w);
  const shares = exact.map((e) => Math.floor(e / sum));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact
    .map((e, i) => ({ i, remainder: e % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}
