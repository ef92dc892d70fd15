import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, type CurrencyCode, format, parseAmount } from "./index.js";

describe("parseAmount", () => {
  it.each([
    ["1,234.56", "USD", 123_456],
    ["1234", "USD", 123_400],
    ["1234.5", "USD", 123_450],
    [".5", "USD", 50],
    ["0", "USD", 0],
    ["  42  ", "USD", 4200],
    ["$12", "USD", 1200],
    ["12 USD", "USD", 1200],
    ["usd 12.00", "USD", 1200],
    ["$12 USD", "USD", 1200],
    ["€ 3.50", "EUR", 350],
    ["3.50€", "EUR", 350],
    ["EUR\u00a03.50", "EUR", 350],
    ["CA$1,000", "CAD", 100_000],
    ["$1,000", "CAD", 100_000],
    ["USh 5,000", "UGX", 5000],
    ["5,000 UGX", "UGX", 5000],
    ["368500", "UGX", 368_500],
    ["¥15,195", "JPY", 15_195],
    ["₦1,526.50", "NGN", 152_650],
    ["R 18.67", "ZAR", 1867],
    ["KSh 153", "KES", 15_300],
    ["1.234", "KWD", 1234],
    ["KD 0.5", "KWD", 500],
    ["1,234,567.89", "USD", 123_456_789],
  ] as const)("reads %j in %s as %d", (text, code, expected) => {
    expect(parseAmount(text, code)).toBe(expected);
  });

  it.each([
    ["", "USD"],
    ["   ", "USD"],
    ["$", "USD"],
    ["abc", "USD"],
    ["12abc", "USD"],
    ["-5", "USD"],
    ["$-5", "USD"],
    ["-$5", "USD"],
    ["1.234", "USD"],
    ["1.5", "UGX"],
    ["1.", "USD"],
    ["1,23", "USD"],
    ["12,34.56", "USD"],
    ["1,234,56", "USD"],
    ["1.234,56", "EUR"],
    ["1 234", "USD"],
    ["1e5", "USD"],
    ["0x10", "USD"],
    ["Infinity", "USD"],
    ["NaN", "USD"],
    ["€5", "USD"],
    ["5 EUR", "USD"],
    ["$$5", "USD"],
    ["1.0001", "KWD"],
    ["90071992547409.92", "USD"],
  ] as const)("refuses %j in %s", (text, code) => {
    expect(parseAmount(text, code)).toBeNull();
  });

  it("accepts the largest safe amount and nothing above it", () => {
    expect(parseAmount("90,071,992,547,409.91", "USD")).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmount("9007199254740992", "UGX")).toBeNull();
  });

  it("returns null for non-string input from untyped callers", () => {
    expect(parseAmount(12 as unknown as string, "USD")).toBeNull();
  });

  it("refuses unknown currency codes", () => {
    expect(() => parseAmount("1", "XYZ" as CurrencyCode)).toThrow(RangeError);
  });

  it("reads back whatever format() prints in English, in every currency and display", () => {
    const codes = Object.keys(CURRENCIES) as CurrencyCode[];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...codes),
        fc.constantFrom("symbol", "narrowSymbol", "code" as const),
        (minor, code, display) => {
          expect(parseAmount(format(minor, code, { display }), code)).toBe(minor);
        },
      ),
    );
  });
});
