import { describe, expect, it } from "vitest";
import { convertAt, formatMinor, formatUsdCentsAt, toUsdCentsAt } from "./core.js";
import { CURRENCIES, convert, DEFAULT_RATES, format, formatUsdCents, toUsdCents } from "./index.js";

const plain = (text: string) => text.replace(/\s/g, " ");
const UGX = { code: "UGX", minorUnits: 0, rate: 3685 } as const;
const EUR = { code: "EUR", minorUnits: 2, rate: 0.935 } as const;

describe("the table-free core", () => {
  it("converts and formats with the facts it is given", () => {
    expect(convertAt(10_000, UGX)).toBe(368_500);
    expect(toUsdCentsAt(92_125, UGX)).toBe(2500);
    expect(plain(formatMinor(9350, EUR, { locale: "de-DE" }))).toBe("93,50 €");
    expect(plain(formatUsdCentsAt(10_000, UGX))).toBe("UGX 368,500");
  });

  it("agrees with the main entry for every covered currency at its default rate", () => {
    for (const info of Object.values(CURRENCIES)) {
      const code = info.code as keyof typeof CURRENCIES;
      const facts = { code, minorUnits: info.minorUnits, rate: DEFAULT_RATES[code] ?? 1 };
      for (const cents of [1, 999, 123_456_789, -2500]) {
        expect(convertAt(cents, facts)).toBe(convert(cents, code));
        expect(toUsdCentsAt(cents, facts)).toBe(toUsdCents(cents, code));
        expect(formatUsdCentsAt(cents, facts)).toBe(formatUsdCents(cents, code));
        expect(formatMinor(cents, facts)).toBe(format(cents, code));
      }
    }
  });

  it("shows the minor units it is told, not the locale's", () => {
    expect(plain(formatMinor(1234, { code: "IDR", minorUnits: 2 }))).toBe("IDR 12.34");
    expect(plain(formatMinor(1234, { code: "IDR", minorUnits: 0 }))).toBe("IDR 1,234");
  });

  it("refuses what it cannot convert instead of guessing", () => {
    expect(() => convertAt(1.5, UGX)).toThrow(TypeError);
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => convertAt(100, { ...UGX, rate })).toThrow("No valid exchange rate for UGX");
    expect(() => toUsdCentsAt(100, { ...EUR, rate: 0 })).toThrow(RangeError);
    expect(() => formatMinor(0.5, EUR)).toThrow(TypeError);
  });
});
