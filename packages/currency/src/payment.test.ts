import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentTotals } from "./index.js";

describe("paymentTotals", () => {
  it("adds the default 2 percent fee on top", () => {
    expect(paymentTotals(2500)).toEqual({
      subtotal: 2500,
      processingFee: 50,
      processingFeePercent: 2,
      total: 2550,
    });
  });

  it("rounds the fee half away from zero to whole cents", () => {
    expect(paymentTotals(125).processingFee).toBe(3); // 2.5 → 3
    expect(paymentTotals(124).processingFee).toBe(2); // 2.48 → 2
    expect(paymentTotals(1).processingFee).toBe(0); // 0.02 → 0: no fee line
    expect(paymentTotals(0)).toEqual({ subtotal: 0, processingFee: 0, processingFeePercent: 2, total: 0 });
  });

  it("takes decimal percentages exactly", () => {
    // 4.56 % of 625 cents is exactly 28.5 cents; floating point gives 28.499999999999996.
    expect((625 * 4.56) / 100).toBeLessThan(28.5);
    expect(paymentTotals(625, 4.56).processingFee).toBe(29);
    expect(paymentTotals(5000, 2.9)).toEqual({
      subtotal: 5000,
      processingFee: 145,
      processingFeePercent: 2.9,
      total: 5145,
    });
    expect(paymentTotals(1000, 0).total).toBe(1000);
    expect(paymentTotals(1000, 100).total).toBe(2000);
  });

  it("refuses bad amounts and percentages", () => {
    expect(() => paymentTotals(10.5)).toThrow(TypeError);
    expect(() => paymentTotals(-100)).toThrow(RangeError);
    expect(() => paymentTotals(100, -1)).toThrow(RangeError);
    expect(() => paymentTotals(100, 101)).toThrow(RangeError);
    expect(() => paymentTotals(100, Number.NaN)).toThrow(RangeError);
    expect(() => paymentTotals(Number.MAX_SAFE_INTEGER, 50)).toThrow(/MAX_SAFE_INTEGER/);
  });

  it("always sums: total = subtotal + fee, with the fee within half a cent of the exact percentage", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        (amount, percent) => {
          const totals = paymentTotals(amount, percent);
          expect(totals.subtotal).toBe(amount);
          expect(totals.processingFeePercent).toBe(percent);
          expect(Number.isSafeInteger(totals.processingFee)).toBe(true);
          expect(totals.total).toBe(amount + totals.processingFee);
          // |fee − amount × percent / 100| ≤ 1/2, compared exactly in hundredths of a percent.
          const exactTimes10k = BigInt(amount) * BigInt(Math.round(percent * 100));
          const error = BigInt(totals.processingFee) * 10_000n - exactTimes10k;
          expect(2n * (error < 0n ? -error : error) <= 10_000n).toBe(true);
        },
      ),
    );
  });

  it("never lowers the fee when the amount grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(paymentTotals(low).processingFee).toBeLessThanOrEqual(paymentTotals(high).processingFee);
      }),
    );
  });
});
