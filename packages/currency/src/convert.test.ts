import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, type CurrencyCode, convert, DEFAULT_RATES, toUsdCents } from "./index.js";

const codes = Object.keys(CURRENCIES) as CurrencyCode[];
// Amounts up to 10 million USD with any rate up to 100 000 per USD, and up to 100 million USD with the
// default rates, keep every result (in any minor unit) below Number.MAX_SAFE_INTEGER.
const MAX_CENTS = 1_000_000_000;
const MAX_CENTS_DEFAULT_RATES = 10_000_000_000;

/** The exact conversion as a fraction num/den of target minor units. */
function exact(usdCents: number, code: CurrencyCode, rate: number) {
  const [whole, fraction = ""] = String(rate).split(".");
  const num = BigInt(usdCents) * BigInt(whole! + fraction) * 10n ** BigInt(CURRENCIES[code].minorUnits);
  const den = 100n * 10n ** BigInt(fraction.length);
  return { num, den };
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const arbCode = fc.constantFrom(...codes);
const arbCents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });
const arbLargeCents = fc.integer({ min: -MAX_CENTS_DEFAULT_RATES, max: MAX_CENTS_DEFAULT_RATES });
// Rates as an admin would enter them: up to 6 decimals, from 0.000001 to 100 000.
const arbRate = fc.integer({ min: 1, max: 100_000_000_000 }).map((micro) => Number((micro / 1e6).toFixed(6)));

describe("convert", () => {
  it("gives the issue's examples for 100 USD", () => {
    expect(convert(10_000, "UGX")).toBe(368_500);
    expect(convert(10_000, "EUR")).toBe(9350);
    expect(convert(10_000, "JPY")).toBe(15_195);
  });

  it("converts into 3-decimal currencies", () => {
    expect(convert(10_000, "KWD")).toBe(31_000);
    expect(convert(1, "TND")).toBe(31); // 0.0313 TND → 31.3 millimes → 31
  });

  it("rounds half away from zero on exact decimal values, not floating-point products", () => {
    expect(convert(1, "EUR", { EUR: 0.5 })).toBe(1);
    expect(convert(-1, "EUR", { EUR: 0.5 })).toBe(-1);
    expect(convert(3, "EUR", { EUR: 0.5 })).toBe(2);
    expect(convert(1, "EUR", { EUR: 0.49 })).toBe(0);
    // 1.005 × 100 is 100.49999999999999 in floating point; the exact product is 100.5.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(convert(100, "GBP", { GBP: 1.005 })).toBe(101);
    // 0.5 JPY and -0.5 JPY
    expect(convert(1, "JPY", { JPY: 50 })).toBe(1);
    expect(convert(-1, "JPY", { JPY: 50 })).toBe(-1);
  });

  it("treats zero without a negative zero", () => {
    expect(Object.is(convert(0, "EUR"), 0)).toBe(true);
    expect(Object.is(convert(-1, "EUR", { EUR: 0.1 }), 0)).toBe(true);
  });

  it("uses the given table, with USD at 1 when it is missing", () => {
    expect(convert(10_000, "UGX", { UGX: 3690 })).toBe(369_000);
    expect(convert(12_345, "USD", {})).toBe(12_345);
  });

  it("refuses non-integer amounts, unknown codes, missing or invalid rates and unsafe results", () => {
    expect(() => convert(1.5, "EUR")).toThrow(TypeError);
    expect(() => convert(Number.NaN, "EUR")).toThrow(TypeError);
    expect(() => convert(2 ** 53, "EUR")).toThrow(TypeError);
    expect(() => convert(100, "XYZ" as CurrencyCode)).toThrow(RangeError);
    expect(() => convert(100, "EUR", { UGX: 3685 })).toThrow(/No valid exchange rate for EUR/);
    expect(() => convert(100, "EUR", { EUR: 0 })).toThrow(RangeError);
    expect(() => convert(100, "EUR", { EUR: -1 })).toThrow(RangeError);
    expect(() => convert(Number.MAX_SAFE_INTEGER, "VND")).toThrow(/MAX_SAFE_INTEGER/);
  });
});

describe("convert properties", () => {
  it("returns an integer within half a minor unit of the exact value", () => {
    fc.assert(
      fc.property(arbCents, arbCode, arbRate, (cents, code, rate) => {
        const result = convert(cents, code, { [code]: rate });
        expect(Number.isSafeInteger(result)).toBe(true);
        const { num, den } = exact(cents, code, rate);
        // |result − num/den| ≤ 1/2, and exactly 1/2 only when rounding away from zero.
        const twiceError = abs(2n * (BigInt(result) * den - num));
        expect(twiceError <= den).toBe(true);
        if (twiceError === den) expect(abs(BigInt(result) * den) > abs(num)).toBe(true);
      }),
    );
  });

  it("is monotonic in the amount", () => {
    fc.assert(
      fc.property(arbLargeCents, arbLargeCents, arbCode, (a, b, code) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convert(low, code)).toBeLessThanOrEqual(convert(high, code));
      }),
    );
  });

  it("is symmetric around zero", () => {
    fc.assert(
      fc.property(arbCents, arbCode, arbRate, (cents, code, rate) => {
        const negated = -convert(cents, code, { [code]: rate });
        expect(convert(-cents, code, { [code]: rate })).toBe(negated === 0 ? 0 : negated);
      }),
    );
  });

  it("round-trips back to USD within half a target minor unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS_DEFAULT_RATES }), arbCode, (cents, code) => {
        const minor = convert(cents, code);
        // back = minor ÷ 10^minorUnits ÷ rate × 100 cents; one target minor unit is worth
        // 100 ÷ (rate × 10^minorUnits) cents, and the error must be at most half of that.
        const rate = DEFAULT_RATES[code];
        const unitInCents = 100 / (rate * 10 ** CURRENCIES[code].minorUnits);
        const back = minor * unitInCents;
        expect(Math.abs(back - cents)).toBeLessThanOrEqual(unitInCents / 2 + 1e-9 * Math.max(1, cents));
      }),
    );
  });

  it("is exact when the rate is 1 and the currency has cents", () => {
    fc.assert(
      fc.property(arbLargeCents, (cents) => {
        expect(convert(cents, "USD")).toBe(cents);
      }),
    );
  });
});

const arbInverseRate = fc
  .integer({ min: 100, max: 100_000_000_000 })
  .map((micro) => Number((micro / 1e6).toFixed(6)));

describe("toUsdCents", () => {
  it("reads an amount in the user's currency back into US cents", () => {
    expect(toUsdCents(368_500, "UGX")).toBe(10_000);
    expect(toUsdCents(92_125, "UGX", { UGX: 3685 })).toBe(2500);
    expect(toUsdCents(9350, "EUR")).toBe(10_000);
    expect(toUsdCents(15_195, "JPY")).toBe(10_000);
    expect(toUsdCents(-500, "USD", {})).toBe(-500);
    // 1 shilling at 3685 per USD is 0.027 cents → 0; 19 shillings is 0.5156 → 1.
    expect(toUsdCents(1, "UGX", { UGX: 3685 })).toBe(0);
    expect(toUsdCents(19, "UGX", { UGX: 3685 })).toBe(1);
  });

  it("refuses what convert refuses", () => {
    expect(() => toUsdCents(1.5, "EUR")).toThrow(TypeError);
    expect(() => toUsdCents(100, "EUR", { EUR: 0 })).toThrow(RangeError);
    expect(() => toUsdCents(100, "XXX" as CurrencyCode)).toThrow(RangeError);
  });

  it("is exact: within half a cent of the true quotient, half away from zero", () => {
    fc.assert(
      // Rates from 0.0001 per USD keep a billion minor units below Number.MAX_SAFE_INTEGER cents.
      fc.property(
        arbCode,
        arbInverseRate,
        fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
        (code, rate, minor) => {
          const [whole, fraction = ""] = String(rate).split(".");
          const num = BigInt(minor) * 100n * 10n ** BigInt(fraction.length);
          const den = BigInt(whole! + fraction) * 10n ** BigInt(CURRENCIES[code].minorUnits);
          const cents = BigInt(toUsdCents(minor, code, { [code]: rate }));
          // |cents − num/den| ≤ 1/2, i.e. |2·cents·den − 2·num| ≤ den.
          expect(abs(2n * cents * den - 2n * num) <= den).toBe(true);
        },
      ),
    );
  });

  it("undoes convert to within the currency's unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(toUsdCents(convert(cents, "EUR"), "EUR")).toBeGreaterThanOrEqual(cents - 1);
        expect(toUsdCents(convert(cents, "EUR"), "EUR")).toBeLessThanOrEqual(cents + 1);
        expect(toUsdCents(convert(cents, "UGX"), "UGX")).toBe(cents);
      }),
    );
  });
});
