import { DEFAULT_RATES } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import { DEFAULT_MONEY, formatMoney, moneySettings, usdText } from "./format-money";

describe("formatMoney", () => {
  it("converts US cents at the given rates and formats in the user's locale", () => {
    const base = { rates: { UGX: 3685, EUR: 0.935 }, updatedAt: null };
    expect(formatMoney(2500, { ...base, currency: "UGX", locale: "en" })).toBe("UGX\u00a092,125");
    expect(formatMoney(2500, { ...base, currency: "EUR", locale: "en" })).toBe("€23.38");
    expect(formatMoney(2500, { ...base, currency: "EUR", locale: "fr-FR" })).toBe("23,38\u00a0€");
    expect(formatMoney(2500, DEFAULT_MONEY)).toBe("$25.00");
  });

  it("never throws: an amount it cannot convert is shown in US dollars", () => {
    expect(formatMoney(12.5, { ...DEFAULT_MONEY, currency: "EUR" })).toBe("$0.13");
  });
});

describe("moneySettings", () => {
  it("falls back to USD, the default rates and English for unusable input", () => {
    const settings = moneySettings({
      currency: "XYZ",
      rates: null,
      locale: "not a locale!",
      updatedAt: null,
    });
    expect(settings).toEqual({ currency: "USD", rates: DEFAULT_RATES, locale: "en", updatedAt: null });
  });

  it("fills a partial server table from the defaults", () => {
    const settings = moneySettings({
      currency: "KES",
      rates: { KES: 150 },
      locale: "en-KE",
      updatedAt: "2026-11-21T00:00:00.000Z",
    });
    expect(settings.rates.KES).toBe(150);
    expect(settings.rates.UGX).toBe(DEFAULT_RATES.UGX);
    expect(settings.locale).toBe("en-KE");
  });
});

describe("usdText", () => {
  it("shows the stored amount in US dollars", () => {
    expect(usdText(6630)).toBe("$66.30");
  });
});
