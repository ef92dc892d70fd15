import { describe, expect, it } from "vitest";
import { COUNTRY_CURRENCY, CURRENCIES, currencyForCountry } from "./index.js";

describe("COUNTRY_CURRENCY", () => {
  it("maps at least 60 countries, each to a covered currency", () => {
    const entries = Object.entries(COUNTRY_CURRENCY);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const [country, code] of entries) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(Object.hasOwn(CURRENCIES, code), `${country} → ${code}`).toBe(true);
    }
  });

  it("covers East, Central, West, Southern and North African markets", () => {
    const expected = {
      UG: "UGX",
      KE: "KES",
      TZ: "TZS",
      RW: "RWF",
      BI: "BIF",
      ET: "ETB",
      CD: "CDF",
      CM: "XAF",
      GA: "XAF",
      NG: "NGN",
      GH: "GHS",
      SN: "XOF",
      CI: "XOF",
      SL: "SLE",
      LR: "LRD",
      ZA: "ZAR",
      BW: "BWP",
      NA: "NAD",
      ZM: "ZMW",
      MW: "MWK",
      MZ: "MZN",
      AO: "AOA",
      EG: "EGP",
      MA: "MAD",
    };
    for (const [country, code] of Object.entries(expected))
      expect(COUNTRY_CURRENCY[country], country).toBe(code);
  });

  it("uses every covered currency for at least one country", () => {
    const used = new Set(Object.values(COUNTRY_CURRENCY));
    for (const code of Object.keys(CURRENCIES)) expect(used.has(code as never), code).toBe(true);
  });
});

describe("currencyForCountry", () => {
  it("ignores case and surrounding spaces", () => {
    expect(currencyForCountry("ug")).toBe("UGX");
    expect(currencyForCountry(" Ke ")).toBe("KES");
  });

  it("falls back to USD for unknown, empty or missing countries", () => {
    for (const input of ["ZZ", "", "USA", "constructor", null, undefined]) {
      expect(currencyForCountry(input)).toBe("USD");
    }
  });
});
