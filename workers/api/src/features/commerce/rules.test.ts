import { describe, expect, it } from "vitest";
import { refundWithFee } from "./rules";

describe("refundWithFee", () => {
  const order = { priceCents: 10_001, feeCents: 200 };

  it("returns the refunded part's share of the fee", () => {
    expect(refundWithFee({ priceCents: 10_000, feeCents: 200 }, 2_500, 0)).toEqual({
      price: 2_500,
      fee: 50,
      total: 2_550,
    });
    expect(refundWithFee(order, 10_001, 0)).toEqual({ price: 10_001, fee: 200, total: 10_201 });
  });

  it("returns exactly the fee paid over any sequence of partial refunds", () => {
    for (const parts of [
      [3_333, 3_333, 3_335],
      [1, 1, 9_999],
      [5_000, 5_001],
      Array(7).fill(1_428).concat([5]),
    ]) {
      let before = 0;
      let fee = 0;
      for (const part of parts) {
        fee += refundWithFee(order, part, before).fee;
        before += part;
      }
      expect(before).toBe(10_001);
      expect(fee).toBe(200);
    }
  });

  it("refuses to refund more than is left, or a fraction of a cent", () => {
    expect(() => refundWithFee(order, 6_000, 5_000)).toThrow(RangeError);
    expect(() => refundWithFee(order, 1.5, 0)).toThrow(RangeError);
    expect(() => refundWithFee(order, -1, 0)).toThrow(RangeError);
  });
});
