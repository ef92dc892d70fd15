/*
 * The commerce slice's money rules (issue #34), shared by every market: what a refund returns. The
 * platform keeps its fee only on money that reached a seller, so a refund of part of a price returns that
 * part's share of the fee too. Shares are cumulative, so any sequence of partial refunds of a whole order
 * returns exactly the fee paid, never a cent more or less.
 */

/** The fee share of the first `refunded` cents of `price` (half-up), for a fee of `fee` on the whole. */
function cumulativeShare(fee: number, price: number, refunded: number): number {
  if (price <= 0) return refunded > 0 ? fee : 0;
  return Math.floor((2 * fee * refunded + price) / (2 * price));
}

/**
 * What refunding `amount` cents of an order's price returns to the buyer, `refundedBefore` cents having
 * been refunded already: the amount and its share of the fee.
 *
 * @example refundWithFee({ priceCents: 10_000, feeCents: 200 }, 2_500, 0) // { price: 2500, fee: 50, total: 2550 }
 */
export function refundWithFee(
  order: { priceCents: number; feeCents: number },
  amount: number,
  refundedBefore: number,
): { price: number; fee: number; total: number } {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount + refundedBefore > order.priceCents) {
    throw new RangeError(`cannot refund ${amount} of ${order.priceCents - refundedBefore} left`);
  }
  const fee =
    cumulativeShare(order.feeCents, order.priceCents, refundedBefore + amount) -
    cumulativeShare(order.feeCents, order.priceCents, refundedBefore);
  return { price: amount, fee, total: amount + fee };
}
