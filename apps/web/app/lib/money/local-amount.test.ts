import { describe, expect, it } from "vitest";
import { localAmountText, parseLocalAmount, usdCentsFromMinor } from "./local-amount";

describe("amounts typed in the user's currency", () => {
  it("reads shillings, euros and dollars back into US cents exactly", () => {
    expect(usdCentsFromMinor(92_125, "UGX", { UGX: 3685 })).toBe(2500);
    expect(usdCentsFromMinor(9350, "EUR", { EUR: 0.935 })).toBe(10_000);
    expect(usdCentsFromMinor(1234, "USD", {})).toBe(1234);
  });

  it("rounds half away from zero to the cent", () => {
    // 1 shilling at 3685 = 0.0271 cents → 0; 18 shillings = 0.488 → 0; 19 = 0.5156 → 1.
    expect(usdCentsFromMinor(1, "UGX", { UGX: 3685 })).toBe(0);
    expect(usdCentsFromMinor(18, "UGX", { UGX: 3685 })).toBe(0);
    expect(usdCentsFromMinor(19, "UGX", { UGX: 3685 })).toBe(1);
    // 1 cent of EUR at 2 per USD is exactly half a US cent → 1.
    expect(usdCentsFromMinor(1, "EUR", { EUR: 2 })).toBe(1);
  });

  it("has no answer without a usable rate", () => {
    expect(usdCentsFromMinor(100, "UGX", {})).toBeNull();
    expect(usdCentsFromMinor(100, "UGX", { UGX: 0 })).toBeNull();
  });

  it("parses what a person types in their currency", () => {
    const ugx = { currency: "UGX" as const, rates: { UGX: 3685 } };
    expect(parseLocalAmount("92,125", ugx)).toBe(2500);
    expect(parseLocalAmount("UGX 36,850", ugx)).toBe(1000);
    expect(parseLocalAmount("1.5", ugx)).toBeNull();
    expect(parseLocalAmount("abc", ugx)).toBeNull();
  });

  it("reads text typed back as a shown amount as exactly that amount", () => {
    const eur = { currency: "EUR" as const, rates: { EUR: 0.935 } };
    expect(parseLocalAmount("0.94", eur)).toBe(101);
    expect(parseLocalAmount("0.94", eur, 100)).toBe(100);
    expect(parseLocalAmount("0.95", eur, 100)).toBe(102);
  });

  it("writes cents as the plain text an input starts with, read back as the same cents", () => {
    const ugx = { currency: "UGX" as const, rates: { UGX: 3685 } };
    const eur = { currency: "EUR" as const, rates: { EUR: 0.935 } };
    expect(localAmountText(200_000, ugx)).toBe("7,370,000");
    expect(localAmountText(100_000, eur)).toBe("935.00");
    expect(localAmountText(101, eur)).toBe("0.94");
    expect(parseLocalAmount(localAmountText(5_000_000, ugx), ugx)).toBe(5_000_000);
    expect(localAmountText(100, { currency: "UGX" as const, rates: {} })).toBe("");
  });
});
