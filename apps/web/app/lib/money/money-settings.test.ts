import { DEFAULT_RATES } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import { moneySettings } from "./money-settings";

describe("moneySettings", () => {
  it("falls back to USD, the default rates and English for unusable input", () => {
    const settings = moneySettings({
      currency: "XYZ",
      rates: null,
      locale: "not a locale!",
      updatedAt: null,
    });
    expect(settings).toEqual({
      currency: "USD",
      minorUnits: 2,
      rates: DEFAULT_RATES,
      locale: "en",
      updatedAt: null,
    });
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
    expect(moneySettings({ ...settings, currency: "UGX" }).minorUnits).toBe(0);
    expect(moneySettings({ ...settings, currency: "KWD" }).minorUnits).toBe(3);
  });
});
