import { describe, expect, it } from "vitest";
import { type CurrencyCode, format, formatUsdCents } from "./index.js";

/** Intl uses no-break spaces (U+00A0, U+202F) between number and symbol; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("format", () => {
  it("places the symbol as the locale says", () => {
    expect(plain(format(9350, "EUR"))).toBe("€93.50");
    expect(plain(format(9350, "EUR", { locale: "de-DE" }))).toBe("93,50 €");
    expect(plain(format(9350, "EUR", { locale: "fr-FR" }))).toBe("93,50 €");
    expect(plain(format(368_500, "UGX", { locale: "en-UG" }))).toBe("USh 368,500");
    // A locale list falls through to the first one the runtime supports.
    expect(format(123_456, "USD", { locale: ["zz-ZZ", "en-US"] })).toBe("$1,234.56");
  });

  it("shows the decimals ISO 4217 gives: none, two or three", () => {
    expect(format(368_500, "UGX")).not.toContain(".");
    expect(format(15_195, "JPY")).toBe("¥15,195");
    expect(plain(format(123_456, "KWD"))).toBe("KWD 123.456");
    // CLDR would show IDR without decimals; the stored minor units are hundredths.
    expect(plain(format(100, "IDR"))).toBe("IDR 1.00");
    expect(plain(format(150, "HUF", { display: "narrowSymbol" }))).toBe("Ft 1.50");
  });

  it("supports the three display styles", () => {
    expect(format(13_850, "CAD", { display: "symbol" })).toBe("CA$138.50");
    expect(format(13_850, "CAD", { display: "narrowSymbol" })).toBe("$138.50");
    expect(plain(format(13_850, "CAD", { display: "code" }))).toBe("CAD 138.50");
  });

  it("formats zero, small, negative and very large amounts exactly", () => {
    expect(format(0, "USD")).toBe("$0.00");
    expect(format(5, "USD")).toBe("$0.05");
    expect(format(-5, "USD")).toBe("-$0.05");
    expect(format(-1, "KWD", { display: "code" }).replace(/\s/g, " ")).toMatch(/^-KWD.0\.001$/);
    // 2^53 − 1 cents: a float division by 100 would not print these digits back.
    expect(format(Number.MAX_SAFE_INTEGER, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("refuses non-integer amounts and unknown currencies or locales", () => {
    expect(() => format(1.5, "USD")).toThrow(TypeError);
    expect(() => format(Number.POSITIVE_INFINITY, "USD")).toThrow(TypeError);
    expect(() => format(1, "XYZ" as CurrencyCode)).toThrow(RangeError);
    expect(() => format(1, "USD", { locale: "not a locale" })).toThrow(RangeError);
  });

  it("gives the same output on repeated calls (cached formatters)", () => {
    const first = format(9350, "EUR", { locale: "de-DE", display: "code" });
    expect(format(9350, "EUR", { locale: "de-DE", display: "code" })).toBe(first);
    expect(format(9350, "EUR", { locale: "de-DE" })).not.toBe(first);
  });
});

describe("formatUsdCents", () => {
  it("converts, then formats", () => {
    expect(plain(formatUsdCents(10_000, "UGX"))).toBe("UGX 368,500");
    expect(formatUsdCents(10_000, "JPY")).toBe("¥15,195");
    expect(plain(formatUsdCents(10_000, "EUR", { locale: "fr-FR" }))).toBe("93,50 €");
    expect(formatUsdCents(12_345, "USD")).toBe("$123.45");
  });

  it("uses the given rates and passes the display options on", () => {
    expect(plain(formatUsdCents(10_000, "KES", { rates: { KES: 129.5 } }))).toBe("KES 12,950.00");
    expect(formatUsdCents(10_000, "NGN", { display: "narrowSymbol", rates: { NGN: 790 } })).toBe(
      "₦79,000.00",
    );
    expect(() => formatUsdCents(10_000, "KES", { rates: {} })).toThrow(RangeError);
  });
});
