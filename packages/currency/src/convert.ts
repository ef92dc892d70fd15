import { type CurrencyFacts, convertAt, toUsdCentsAt } from "./core.js";
import { type CurrencyCode, currencyInfo } from "./currencies.js";
import { assertSafeInteger } from "./decimal.js";
import { DEFAULT_RATES, type RateTable } from "./rates.js";

/** The facts `code` converts with: its ISO 4217 minor units and the table's rate (USD at 1 when absent). */
function factsFor(code: CurrencyCode, rates: RateTable): CurrencyFacts {
  const { minorUnits } = currencyInfo(code);
  return { code, minorUnits, rate: rates[code] ?? (code === "USD" ? 1 : Number.NaN) };
}

/**
 * Converts an amount in US cents to the target currency's ISO 4217 minor units (cents, or whole yen
 * and shillings for 0-decimal currencies, or fils for 3-decimal ones), rounded half away from zero.
 *
 * The arithmetic is exact: the rate is read as the decimal it was written as (0.935, not its binary
 * approximation) and multiplied with BigInt, so results do not depend on floating-point luck.
 * `USD` converts at 1 even when the table omits it.
 *
 * @param usdCents - amount in US cents; must be a safe integer (negative amounts, e.g. refunds, are allowed).
 * @param code - target currency.
 * @param rates - units of each currency per USD; defaults to {@link DEFAULT_RATES}.
 * @returns an integer in the target currency's minor units.
 * @throws TypeError when `usdCents` is not a safe integer; RangeError when the code is unknown, the table
 *   has no valid rate for it, or the result would not be a safe integer.
 *
 * @example
 * ```ts
 * import { convert } from "@ngoma/currency";
 * convert(10_000, "UGX"); // 368500 — UGX has no minor unit, so this is USh 368,500
 * convert(10_000, "EUR"); // 9350 — €93.50
 * convert(10_000, "JPY"); // 15195 — ¥15,195
 * convert(1, "EUR", { EUR: 0.5 }); // 1 — 0.5 cent rounds half away from zero
 * ```
 */
export function convert(usdCents: number, code: CurrencyCode, rates: RateTable = DEFAULT_RATES): number {
  assertSafeInteger(usdCents, "usdCents");
  return convertAt(usdCents, factsFor(code, rates));
}

/**
 * The inverse of {@link convert}: an amount in `code`'s ISO 4217 minor units (what a person typed in
 * their own currency) → US cents, rounded half away from zero, with the same exact decimal arithmetic.
 *
 * @param minor - amount in the currency's minor units; must be a safe integer.
 * @param code - the currency the amount is in.
 * @param rates - units of each currency per USD; defaults to {@link DEFAULT_RATES}.
 * @returns an integer number of US cents.
 * @throws TypeError when `minor` is not a safe integer; RangeError when the code is unknown, the table has
 *   no valid rate for it, or the result would not be a safe integer.
 *
 * @example
 * ```ts
 * import { toUsdCents } from "@ngoma/currency";
 * toUsdCents(368_500, "UGX"); // 10000 — USh 368,500 is $100.00
 * toUsdCents(92_125, "UGX", { UGX: 3685 }); // 2500
 * toUsdCents(9350, "EUR"); // 10000 — €93.50
 * ```
 */
export function toUsdCents(minor: number, code: CurrencyCode, rates: RateTable = DEFAULT_RATES): number {
  assertSafeInteger(minor, "minor");
  return toUsdCentsAt(minor, factsFor(code, rates));
}
