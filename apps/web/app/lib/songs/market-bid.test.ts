import { describe, expect, it } from "vitest";
import type { MoneySettings } from "../money/format-money";
import {
  BID_MAX_CENTS,
  bidTotals,
  buysNow,
  isInsufficientFunds,
  keyForBid,
  readBidAmount,
} from "./market-bid";

const UGX: MoneySettings = {
  currency: "UGX",
  minorUnits: 0,
  rates: { USD: 1, UGX: 3685 },
  locale: "en",
  updatedAt: null,
};
const EUR: MoneySettings = { ...UGX, currency: "EUR", minorUnits: 2, rates: { USD: 1, EUR: 0.935 } };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a bid typed in the viewer's currency", () => {
  it("becomes US cents the way the market's prices do", () => {
    expect(readBidAmount("368,500", UGX, { minBid: 10_000 })).toEqual({ ok: true, cents: 10_000 });
    expect(readBidAmount("UGX 50,000", UGX)).toEqual({ ok: true, cents: 1357 });
    expect(readBidAmount("93.50", EUR, { minBid: 100 })).toEqual({ ok: true, cents: 10_000 });
  });

  it("keeps the cents it started with when typed back as shown (a euro cent is coarser)", () => {
    expect(readBidAmount("0.94", EUR)).toEqual({ ok: true, cents: 101 });
    expect(readBidAmount("0.94", EUR, { shown: 100 })).toEqual({ ok: true, cents: 100 });
  });

  it("refuses an empty or unreadable amount, and says the currency", () => {
    expect(readBidAmount(" ", UGX)).toEqual({ ok: false, error: "Enter your bid in UGX." });
    const wrong = readBidAmount("abc", UGX);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && plain(wrong.error)).toBe("Enter an amount in UGX, e.g. UGX 92,125.");
  });

  it("refuses less than the song's minimum bid, in the viewer's currency, and more than the api takes", () => {
    const low = readBidAmount("300,000", UGX, { minBid: 10_000 });
    expect(!low.ok && plain(low.error)).toBe("Your bid must be at least the minimum bid, UGX 368,500.");
    expect(readBidAmount("0", UGX)).toEqual({ ok: false, error: "Enter an amount above zero." });
    const high = readBidAmount("10,000,000", EUR);
    expect(high.ok).toBe(false);
    expect(readBidAmount("935,000", EUR)).toEqual({ ok: true, cents: BID_MAX_CENTS });
  });
});

describe("what a bid holds", () => {
  it("is the amount and the 2 % fee, as the Payment modal adds it", () => {
    expect(bidTotals(20_000)).toEqual({
      subtotal: 20_000,
      processingFee: 400,
      processingFeePercent: 2,
      total: 20_400,
    });
    // Half a cent of fee rounds away from zero: 2 % of 25 cents is 0.5.
    expect(bidTotals(25).processingFee).toBe(1);
    expect(bidTotals(24).processingFee).toBe(0);
  });

  it("buys the song at once at a non-zero asking price or above", () => {
    expect(buysNow(50_000, 50_000)).toBe(true);
    expect(buysNow(60_000, 50_000)).toBe(true);
    expect(buysNow(49_999, 50_000)).toBe(false);
    // 0 takes offers only: no bid buys at once.
    expect(buysNow(1_000_000, 0)).toBe(false);
  });
});

describe("a bid's Idempotency-Key", () => {
  it("is kept for a retry of the same amount and new for another amount", () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = keyForBid(null, 20_000, fresh);
    expect(first).toEqual({ key: "key-1", cents: 20_000 });
    expect(keyForBid(first, 20_000, fresh)).toBe(first);
    expect(keyForBid(first, 25_000, fresh)).toEqual({ key: "key-2", cents: 25_000 });
  });

  it("tells the wallet's insufficient balance from other refusals", () => {
    expect(isInsufficientFunds({ ok: false, code: "INSUFFICIENT_FUNDS" })).toBe(true);
    expect(isInsufficientFunds({ ok: false, code: "VALIDATION" })).toBe(false);
    expect(isInsufficientFunds({ ok: true })).toBe(false);
    expect(isInsufficientFunds(undefined)).toBe(false);
  });
});
