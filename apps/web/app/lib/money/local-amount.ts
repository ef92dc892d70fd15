// Amounts typed in the user's currency, read back into the US cents every amount is stored and sent in.
// The inverse of @ngoma/currency's `convert`, exact in the same way: the rate is read as the decimal it
// was written as and divided with BigInt, rounded half away from zero to the cent.
import { CURRENCIES, type CurrencyCode, parseAmount, type RateTable } from "@ngoma/currency";
import type { MoneySettings } from "./format-money";

function rateDecimal(rate: number): { digits: bigint; scale: number } {
  // Rates are written like 3685 or 0.935; an exponent form (a very small rate) is written out first.
  const text = /e/i.test(String(rate)) ? rate.toFixed(20).replace(/0+$/, "") : String(rate);
  const [whole = "0", fraction = ""] = text.split(".");
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

/**
 * Minor units of `code` (UGX shillings, euro cents) → US cents at the table's rate, rounded half away
 * from zero; null when the table has no usable rate for `code`.
 *
 * @example usdCentsFromMinor(92_125, "UGX", { UGX: 3685 }) // 2500
 */
export function usdCentsFromMinor(minor: number, code: CurrencyCode, rates: RateTable): number | null {
  const rate = rates[code] ?? (code === "USD" ? 1 : undefined);
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0 || !Number.isSafeInteger(minor)) {
    return null;
  }
  const { digits, scale } = rateDecimal(rate);
  // cents = minor / 10^minorUnits / rate × 100, with rate = digits / 10^scale.
  const numerator = BigInt(minor) * 100n * 10n ** BigInt(scale);
  const denominator = digits * 10n ** BigInt(CURRENCIES[code].minorUnits);
  const quotient = numerator / denominator;
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return rounded <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(rounded) : null;
}

/**
 * Text a person typed in their display currency ("92,125", "UGX 5,000", "€3.50") → US cents, or null
 * when it is not an amount in that currency.
 *
 * @example parseLocalAmount("92,125", { currency: "UGX", rates: { UGX: 3685 }, locale: "en", updatedAt: null }) // 2500
 */
export function parseLocalAmount(
  text: string,
  money: Pick<MoneySettings, "currency" | "rates">,
): number | null {
  const minor = parseAmount(text, money.currency);
  return minor === null ? null : usdCentsFromMinor(minor, money.currency, money.rates);
}
