import { assertSafeInteger, divRoundHalfAwayFromZero, toDecimal, toSafeNumber } from "./decimal.js";

/**
 * The lines of a payment summary, all in US cents except the percentage.
 *
 * @example
 * ```ts
 * import type { PaymentTotals } from "@ngoma/currency";
 * const totals: PaymentTotals = { subtotal: 2500, processingFee: 50, processingFeePercent: 2, total: 2550 };
 * ```
 */
export interface PaymentTotals {
  /** The amount being paid for, in cents. */
  readonly subtotal: number;
  /** The fee added on top, in cents (show the fee line only when this is above 0). */
  readonly processingFee: number;
  /** The fee rate used, in percent. */
  readonly processingFeePercent: number;
  /** What is charged: subtotal + processingFee, in cents. */
  readonly total: number;
}

/**
 * Computes a payment's fee and total: the processing fee is `feePercent` percent of the amount, rounded
 * half away from zero to whole cents and added on top, so `total = subtotal + processingFee` exactly.
 * The default fee is the platform's 2 percent. Work in US cents and convert the lines for display.
 *
 * @param amountCents - the amount in US cents; a non-negative safe integer.
 * @param feePercent - fee in percent, 0 to 100; decimals such as 2.9 are exact. Defaults to 2.
 * @throws TypeError when `amountCents` is not a safe integer; RangeError when it is negative or
 *   `feePercent` is outside 0–100.
 *
 * @example
 * ```ts
 * import { paymentTotals } from "@ngoma/currency";
 * paymentTotals(2500); // { subtotal: 2500, processingFee: 50, processingFeePercent: 2, total: 2550 }
 * paymentTotals(125); // fee 2.5 cents → 3: { subtotal: 125, processingFee: 3, processingFeePercent: 2, total: 128 }
 * paymentTotals(1000, 0); // { subtotal: 1000, processingFee: 0, processingFeePercent: 0, total: 1000 }
 * ```
 */
export function paymentTotals(amountCents: number, feePercent = 2): PaymentTotals {
  assertSafeInteger(amountCents, "amountCents");
  if (amountCents < 0) throw new RangeError(`amountCents must not be negative, got ${amountCents}`);
  if (!Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100) {
    throw new RangeError(`feePercent must be between 0 and 100, got ${String(feePercent)}`);
  }
  const { digits, scale } = toDecimal(feePercent);
  const fee = divRoundHalfAwayFromZero(BigInt(amountCents) * digits, 100n * 10n ** BigInt(scale));
  const processingFee = toSafeNumber(fee, "processingFee");
  const total = toSafeNumber(BigInt(amountCents) + fee, "total");
  return { subtotal: amountCents, processingFee, processingFeePercent: feePercent, total };
}
