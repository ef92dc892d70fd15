import { describe, expect, it } from "vitest";
import { parseLocalAmount, usdCentsFromMinor } from "./local-amount";

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
});
