import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_POSTINGS, postableAmount, reversing, splitCents, unbalanced, walletFunds } from "./rules";

const p = (accountId: string, amount: number) => ({ accountId, amount });

describe("ledger rules", () => {
  it("accepts whole cents summing to zero over two or more postings", () => {
    expect(unbalanced([p("w", -500), p("fees", 10), p("prov", 490)])).toBeNull();
  });

  it("says why anything else is refused", () => {
    expect(unbalanced([p("w", 0), p("x", 0)])).toMatch(/non-zero/);
    expect(unbalanced([p("w", -1.5), p("x", 1.5)])).toMatch(/whole/);
    expect(unbalanced([p("w", -500)])).toMatch(/at least two/);
    expect(unbalanced([p("w", -500), p("x", 499)])).toMatch(/sum to -1 cents/);
    const many = Array.from({ length: MAX_POSTINGS + 1 }, (_, i) => p(`a${i}`, i === 0 ? -MAX_POSTINGS : 1));
    expect(unbalanced(many)).toMatch(/at most/);
  });

  it("reverses postings and reads a wallet's funds", () => {
    expect(reversing([p("w", -500), p("x", 500)])).toEqual([p("w", 500), p("x", -500)]);
    expect(walletFunds({ balance: 1_000, held: 250 })).toEqual({ balance: 1_000, held: 250, available: 750 });
  });

  it("posts a hold for 1 cent up to its amount", () => {
    expect(postableAmount(500, 500)).toBe(true);
    expect(postableAmount(1, 500)).toBe(true);
    expect(postableAmount(501, 500)).toBe(false);
    expect(postableAmount(0, 500)).toBe(false);
    expect(postableAmount(2.5, 500)).toBe(false);
  });
});

describe("splitCents", () => {
  it("splits 10,001 cents over 33/33/34 % into whole cents that sum to exactly 10,001", () => {
    expect(splitCents(10_001, [33, 33, 34])).toEqual([3300, 3300, 3401]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(0, [50, 50])).toEqual([0, 0]);
    expect(splitCents(999, [100])).toEqual([999]);
  });

  it("always sums to the total, never gives anyone more than a cent over their exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = splitCents(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          shares.forEach((s, i) => {
            const exact = (total * (weights[i] ?? 0)) / sum;
            expect(s).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(s).toBeLessThanOrEqual(Math.floor(exact) + 1);
          });
        },
      ),
    );
  });

  it("refuses fractional totals and empty or non-positive weights", () => {
    expect(() => splitCents(10.5, [1])).toThrow(RangeError);
    expect(() => splitCents(100, [])).toThrow(RangeError);
    expect(() => splitCents(100, [50, 0])).toThrow(RangeError);
  });
});
