import { describe, expect, it } from "vitest";
import { CURRENCIES, type CurrencyCode, DEFAULT_RATES, validateRates } from "./index.js";

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;

describe("DEFAULT_RATES", () => {
  it("has a positive rate for exactly the covered currencies, USD at 1", () => {
    expect(Object.keys(DEFAULT_RATES).sort()).toEqual(Object.keys(CURRENCIES).sort());
    for (const rate of Object.values(DEFAULT_RATES)) expect(rate).toBeGreaterThan(0);
    expect(DEFAULT_RATES.USD).toBe(1);
  });

  it("keeps the spec's newest values verbatim", () => {
    expect(DEFAULT_RATES).toMatchObject({
      EUR: 0.935,
      GBP: 0.788,
      JPY: 151.95,
      CAD: 1.385,
      AUD: 1.543,
      INR: 83.42,
      NGN: 1526.5,
      ZAR: 18.67,
      BRL: 5.24,
      MXN: 18.19,
      UGX: 3685,
      KES: 153,
    });
  });

  it("rounds every added rate to 2 decimals, and zero-decimal currencies to whole units", () => {
    const fromSpec = new Set([
      "EUR",
      "GBP",
      "JPY",
      "CAD",
      "AUD",
      "INR",
      "NGN",
      "ZAR",
      "BRL",
      "MXN",
      "UGX",
      "KES",
    ]);
    for (const [code, rate] of Object.entries(DEFAULT_RATES) as [CurrencyCode, number][]) {
      if (fromSpec.has(code)) continue;
      expect(decimals(rate), code).toBeLessThanOrEqual(CURRENCIES[code].minorUnits === 0 ? 0 : 2);
    }
  });

  it("passes its own validation and is frozen", () => {
    expect(validateRates(DEFAULT_RATES)).toEqual({ ok: true, rates: { ...DEFAULT_RATES } });
    expect(Object.isFrozen(DEFAULT_RATES)).toBe(true);
  });
});

describe("validateRates", () => {
  it("accepts a partial table and returns a copy", () => {
    const input = { UGX: 3690, KES: 155, USD: 1 };
    const result = validateRates(input);
    expect(result).toEqual({ ok: true, rates: input });
    if (result.ok) expect(result.rates).not.toBe(input);
  });

  it("refuses anything but a plain object", () => {
    for (const input of [null, undefined, 3, "EUR=0.9", [0.9]]) {
      expect(validateRates(input)).toEqual({ ok: false, errors: [expect.stringContaining("object")] });
    }
  });

  it("lists every bad entry", () => {
    const result = validateRates({
      EUR: -1,
      GBP: 0,
      JPY: Number.NaN,
      CAD: Number.POSITIVE_INFINITY,
      AUD: "1.5",
      XYZ: 2,
      eur: 0.9,
      INR: 2e9,
      KES: 0.1234567,
      USD: 1.01,
      UGX: 3685,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      "EUR: rate must be a finite number above 0",
      "GBP: rate must be a finite number above 0",
      "JPY: rate must be a finite number above 0",
      "CAD: rate must be a finite number above 0",
      "AUD: rate must be a finite number above 0",
      "XYZ: unknown currency code",
      "eur: unknown currency code",
      "INR: rate must be at most 1000000000",
      "KES: rate must have at most 6 decimal places",
      "USD: rate must be 1 (rates are per US dollar)",
    ]);
  });

  it("accepts six decimals and tiny rates written in exponent form", () => {
    expect(validateRates({ KWD: 0.307123 }).ok).toBe(true);
    expect(validateRates({ KWD: 1e-6 }).ok).toBe(true);
    expect(validateRates({ KWD: 1e-7 }).ok).toBe(false);
  });
});
