import { type PaymentTotals, paymentTotals } from "@ngoma/currency";
import { splitCents } from "../ledger";

/*
 * The commerce slice's pure rules (issue 34): what an order costs, and what a refund gives back. The
 * fee is spec §9's 2 %, the default of `paymentTotals` (the one place the platform's fee is written),
 * so an order is priced exactly as the service payment that pays it.
 */

/** The markets that sell through orders. */
export const MARKETS = ["beats", "songs", "studio", "campaigns"] as const;
export type Market = (typeof MARKETS)[number];

/** An order's lines: the price the seller(s) share, the platform's fee on top, the total the buyer pays. */
export function orderTotals(priceCents: number): PaymentTotals {
  return paymentTotals(priceCents);
}

/** What a refund of part of an order returns: that part of the price and its share of the fee. */
export interface RefundShare {
  price: number;
  fee: number;
  total: number;
}

/**
 * The refund of `partCents` of an order's price: the part plus its share of the fee, so the platform
 * keeps a fee only on money that reached a seller. The fee share is the fee split over (part, rest) by
 * the largest remainder, so a whole refund returns the whole fee and shares never exceed it.
 *
 * @example refundShare({ priceCents: 10_000, feeCents: 200 }, 2_500) // { price: 2500, fee: 50, total: 2550 }
 */
export function refundShare(order: { priceCents: number; feeCents: number }, partCents: number): RefundShare {
  if (!Number.isSafeInteger(partCents) || partCents <= 0 || partCents > order.priceCents) {
    throw new RangeError("A refund is a whole number of cents from 1 up to the order's price.");
  }
  const rest = order.priceCents - partCents;
  const fee = rest === 0 ? order.feeCents : (splitCents(order.feeCents, [partCents, rest])[0] ?? 0);
  return { price: partCents, fee, total: partCents + fee };
}

/** The status a refund of `partCents` leaves an order in. */
export function refundedStatus(priceCents: number, partCents: number): "refunded" | "partially_refunded" {
  return partCents === priceCents ? "refunded" : "partially_refunded";
}

/** Whether payees' shares (basis points) are usable: 1 to 20 payees, each > 0, summing to 10,000. */
export function validShares(sharesBps: readonly number[]): boolean {
  return (
    sharesBps.length > 0 &&
    sharesBps.length <= 18 &&
    sharesBps.every((s) => Number.isSafeInteger(s) && s > 0) &&
    sharesBps.reduce((a, s) => a + s, 0) === 10_000
  );
}
