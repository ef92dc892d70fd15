// Every currency named in the product spec (§9), end to end: country → currency → rate → convert → format.
import { describe, expect, it } from "vitest";
import { convert, currencyForCountry, DEFAULT_RATES, formatUsdCents, parseAmount } from "./index.js";

/** Intl separates code and number with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// [country, code, rate per USD, 100 USD in minor units, en display, narrow-symbol display]
const SPEC = [
  ["US", "USD", 1, 10_000, "$100.00", "$100.00"],
  ["DE", "EUR", 0.935, 9350, "€93.50", "€93.50"],
  ["GB", "GBP", 0.788, 7880, "£78.80", "£78.80"],
  ["JP", "JPY", 151.95, 15_195, "¥15,195", "¥15,195"],
  ["CA", "CAD", 1.385, 13_850, "CA$138.50", "$138.50"],
  ["AU", "AUD", 1.543, 15_430, "A$154.30", "$154.30"],
  ["IN", "INR", 83.42, 834_200, "₹8,342.00", "₹8,342.00"],
  ["NG", "NGN", 1526.5, 15_265_000, "NGN 152,650.00", "₦152,650.00"],
  ["ZA", "ZAR", 18.67, 186_700, "ZAR 1,867.00", "R 1,867.00"],
  ["BR", "BRL", 5.24, 52_400, "R$524.00", "R$524.00"],
  ["MX", "MXN", 18.19, 181_900, "MX$1,819.00", "$1,819.00"],
  ["UG", "UGX", 3685, 368_500, "UGX 368,500", "UGX 368,500"],
  ["KE", "KES", 153, 1_530_000, "KES 15,300.00", "KES 15,300.00"],
] as const;

describe.each(SPEC)("%s → %s", (country, code, rate, minor, symbol, narrow) => {
  it("maps the country to the currency", () => {
    expect(currencyForCountry(country)).toBe(code);
  });

  it("uses the spec's newest rate", () => {
    expect(DEFAULT_RATES[code]).toBe(rate);
  });

  it("converts 100 USD exactly", () => {
    expect(convert(10_000, code)).toBe(minor);
  });

  it("formats 100 USD with the locale's symbol, the narrow symbol and the code", () => {
    expect(plain(formatUsdCents(10_000, code))).toBe(symbol);
    expect(plain(formatUsdCents(10_000, code, { display: "narrowSymbol" }))).toBe(narrow);
    expect(plain(formatUsdCents(10_000, code, { display: "code" }))).toMatch(
      new RegExp(`^${code} [\\d,.]+$`),
    );
  });

  it("parses its own formatted output back", () => {
    expect(parseAmount(formatUsdCents(10_000, code), code)).toBe(minor);
    expect(parseAmount(formatUsdCents(10_000, code, { display: "code" }), code)).toBe(minor);
  });
});

it("the other spec countries use the euro", () => {
  for (const country of ["FR", "IT", "ES"]) expect(currencyForCountry(country)).toBe("EUR");
});
