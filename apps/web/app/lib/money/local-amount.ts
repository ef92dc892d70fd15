// Amounts typed in the user's currency, read back into the US cents every amount is stored and sent in.
// The conversion itself is @ngoma/currency's `toUsdCents` (the exact inverse of `convert`).
import {
  CURRENCIES,
  type CurrencyCode,
  convert,
  parseAmount,
  type RateTable,
  toUsdCents,
} from "@ngoma/currency";
import type { MoneySettings } from "./format-money";

/**
 * Minor units of `code` (UGX shillings, euro cents) → US cents at the table's rate, rounded half away
 * from zero; null when the table has no usable rate for `code` or the amount is not a whole number.
 *
 * @example usdCentsFromMinor(92_125, "UGX", { UGX: 3685 }) // 2500
 */
export function usdCentsFromMinor(minor: number, code: CurrencyCode, rates: RateTable): number | null {
  try {
    return toUsdCents(minor, code, rates);
  } catch {
    return null;
  }
}

/**
 * Text a person typed in their display currency ("92,125", "UGX 5,000", "€3.50") → US cents, or null
 * when it is not an amount in that currency. With `shown` (the US cents an input started with, or an
 * amount on screen beside it), text that names exactly what `shown` displays as reads back as `shown`.
 *
 * @example parseLocalAmount("92,125", { currency: "UGX", rates: { UGX: 3685 }, locale: "en", updatedAt: null }) // 2500
 */
export function parseLocalAmount(
  text: string,
  money: Pick<MoneySettings, "currency" | "rates">,
  shown?: number,
): number | null {
  const minor = parseAmount(text, money.currency);
  if (minor === null) return null;
  // A currency unit coarser than the cent (a euro cent is 1.07 US cents) shows neighbouring cents alike:
  // typed back as it was shown, an amount is the one on screen, not the neighbour the inverse rounds to.
  if (shown !== undefined && localMinor(shown, money) === minor) return shown;
  return usdCentsFromMinor(minor, money.currency, money.rates);
}

/** US cents → minor units of the user's currency (what `<Money>` shows), or null without a usable rate. */
function localMinor(cents: number, money: Pick<MoneySettings, "currency" | "rates">): number | null {
  try {
    return convert(cents, money.currency, money.rates);
  } catch {
    return null;
  }
}

/**
 * US cents → the plain text an input in the user's currency starts with ("7,370,000" for UGX, "935.00"
 * for EUR), which parseLocalAmount reads back; "" when the amount cannot be converted.
 *
 * @example localAmountText(200_000, { currency: "UGX", rates: { UGX: 3685 } }) // "7,370,000"
 */
export function localAmountText(cents: number, money: Pick<MoneySettings, "currency" | "rates">): string {
  const minor = Number.isSafeInteger(cents) && cents >= 0 ? localMinor(cents, money) : null;
  if (minor === null) return "";
  const { minorUnits } = CURRENCIES[money.currency];
  const base = 10n ** BigInt(minorUnits);
  const whole = (BigInt(minor) / base).toLocaleString("en-US");
  return minorUnits > 0 ? `${whole}.${String(BigInt(minor) % base).padStart(minorUnits, "0")}` : whole;
}
