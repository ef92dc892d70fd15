import { describe, expect, it } from "vitest";
import { formatMoney, usdText } from "./format-money";
import { DEFAULT_MONEY } from "./money-settings";

describe("formatMoney", () => {
  it("converts US cents at the given rates and formats in the user's locale", () => {
    const base = { rates: { UGX: 3685, EUR: 0.935 }, updatedAt: null };
    expect(formatMoney(2500, { ...base, currency: "UGX", minorUnits: 0, locale: "en" })).toBe(
      "UGX\u00a092,125",
    );
    expect(formatMoney(2500, { ...base, currency: "EUR", minorUnits: 2, locale: "en" })).toBe("€23.38");
    expect(formatMoney(2500, { ...base, currency: "EUR", minorUnits: 2, locale: "fr-FR" })).toBe(
      "23,38\u00a0€",
    );
    expect(formatMoney(2500, DEFAULT_MONEY)).toBe("$25.00");
  });

  it("never throws: an amount it cannot convert is shown in US dollars", () => {
    expect(formatMoney(12.5, { ...DEFAULT_MONEY, currency: "EUR" })).toBe("$0.13");
    expect(formatMoney(2500, { ...DEFAULT_MONEY, currency: "EUR", rates: {} })).toBe("$25.00");
  });
});

describe("usdText", () => {
  it("shows the stored amount in US dollars", () => {
    expect(usdText(6630)).toBe("$66.30");
  });
});
