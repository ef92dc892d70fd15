import { describe, expect, it } from "vitest";
import { splitCents } from "../ledger/rules";
import { orderTotals, refundedStatus, refundShare, validShares } from "./rules";

describe("commerce rules", () => {
  it("an order is its price plus spec §9's 2 % fee", () => {
    expect(orderTotals(10_000)).toMatchObject({ subtotal: 10_000, processingFee: 200, total: 10_200 });
    expect(orderTotals(2_525)).toMatchObject({ processingFee: 51, total: 2_576 });
  });

  it("a whole refund returns the price and the whole fee", () => {
    expect(refundShare({ priceCents: 2_525, feeCents: 51 }, 2_525)).toEqual({
      price: 2_525,
      fee: 51,
      total: 2_576,
    });
  });

  it("a part refund returns its share of the fee; the fee kept is the share of what reached the seller", () => {
    expect(refundShare({ priceCents: 10_000, feeCents: 200 }, 2_500)).toEqual({
      price: 2_500,
      fee: 50,
      total: 2_550,
    });
    const order = { priceCents: 10_001, feeCents: 200 };
    const part = refundShare(order, 3_333);
    expect(part.fee).toBe(splitCents(200, [3_333, 6_668])[0]);
    expect(part.fee).toBeGreaterThanOrEqual(66);
    expect(part.fee).toBeLessThanOrEqual(67);
  });

  it("refuses a refund of nothing, of fractions, or of more than the price", () => {
    const order = { priceCents: 1_000, feeCents: 20 };
    for (const bad of [0, -1, 1.5, 1_001, Number.NaN])
      expect(() => refundShare(order, bad)).toThrow(RangeError);
  });

  it("names the status a refund leaves", () => {
    expect(refundedStatus(1_000, 1_000)).toBe("refunded");
    expect(refundedStatus(1_000, 999)).toBe("partially_refunded");
  });

  it("payee shares are positive basis points summing to 10,000", () => {
    expect(validShares([3_300, 3_300, 3_400])).toBe(true);
    expect(validShares([10_000])).toBe(true);
    expect(validShares([5_000, 4_999])).toBe(false);
    expect(validShares([10_000, 0])).toBe(false);
    expect(validShares([])).toBe(false);
  });
});
