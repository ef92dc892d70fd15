import { describe, expect, it } from "vitest";
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from "./index.js";

const codes = Object.keys(CURRENCIES) as CurrencyCode[];

describe("CURRENCIES", () => {
  it("keys each entry by its own upper-case three-letter code", () => {
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(CURRENCIES[code].code).toBe(code);
      expect(CURRENCIES[code].symbol.length).toBeGreaterThan(0);
      expect(CURRENCIES[code].name.length).toBeGreaterThan(0);
    }
  });

  it("covers the spec's currencies and the African markets", () => {
    const required = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "INR", "NGN", "ZAR", "BRL", "MXN"];
    const african = ["UGX", "KES", "TZS", "RWF", "GHS", "XOF", "XAF", "CDF", "ZMW", "BWP", "EGP"];
    for (const code of [...required, ...african]) expect(codes).toContain(code);
  });

  it("gives the ISO 4217 minor units, not CLDR's display digits", () => {
    const zero = ["JPY", "UGX", "RWF", "BIF", "DJF", "XAF", "XOF", "GNF", "KRW", "ISK", "VND", "CLP"];
    const three = ["KWD", "TND", "LYD"];
    for (const code of codes) {
      const expected = zero.includes(code) ? 0 : three.includes(code) ? 3 : 2;
      expect(CURRENCIES[code].minorUnits, code).toBe(expected);
    }
    // CLDR shows these without decimals; ISO 4217 has 2.
    for (const code of ["IDR", "HUF", "COP", "SOS", "MGA"] as const)
      expect(CURRENCIES[code].minorUnits).toBe(2);
  });

  it("holds only codes the runtime's Intl knows", () => {
    const supported = new Set(Intl.supportedValuesOf("currency"));
    for (const code of codes) expect(supported.has(code), code).toBe(true);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.USD)).toBe(true);
  });
});

describe("isCurrencyCode", () => {
  it("accepts covered codes only, exactly as written", () => {
    expect(isCurrencyCode("UGX")).toBe(true);
    expect(isCurrencyCode("ugx")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
    expect(isCurrencyCode("toString")).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
  });
});
