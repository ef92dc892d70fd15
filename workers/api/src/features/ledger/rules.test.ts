import { describe, expect, it } from "vitest";
import { MAX_POSTINGS, postableAmount, reversing, unbalanced, walletFunds } from "./rules";

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
