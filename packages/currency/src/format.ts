import { convert } from "./convert.js";
import { type FormatOptions, formatMinor } from "./core.js";
import { type CurrencyCode, currencyInfo } from "./currencies.js";
import { assertSafeInteger } from "./decimal.js";
import type { RateTable } from "./rates.js";

export type { CurrencyDisplay, FormatOptions } from "./core.js";

/**
 * Options for {@link formatUsdCents}: formatting options plus the rate table to convert with.
 *
 * @example
 * ```ts
 * import type { FormatUsdCentsOptions } from "@ngoma/currency";
 * const options: FormatUsdCentsOptions = { locale: "en-UG", rates: { UGX: 3690 } };
 * ```
 */
export interface FormatUsdCentsOptions extends FormatOptions {
  /** Units per USD; defaults to `DEFAULT_RATES`. */
  rates?: RateTable;
}

/**
 * Formats an amount held in the currency's ISO 4217 minor units with `Intl.NumberFormat`: the locale
 * decides the symbol's side, spacing and separators; ISO 4217 decides the number of decimals (none
 * for UGX and JPY, three for KWD). The amount is passed to Intl as an exact decimal string, so large
 * amounts are not rounded through floating point.
 *
 * @param minorUnits - a safe integer in the currency's minor units (e.g. euro cents, whole shillings).
 * @throws TypeError when `minorUnits` is not a safe integer; RangeError for an unknown code or locale.
 *
 * @example
 * ```ts
 * import { format } from "@ngoma/currency";
 * format(9350, "EUR"); // "€93.50"
 * format(9350, "EUR", { locale: "de-DE" }); // "93,50 €"
 * format(368500, "UGX"); // "UGX 368,500"
 * format(152650, "NGN", { display: "narrowSymbol" }); // "₦1,526.50"
 * format(152650, "NGN", { display: "code" }); // "NGN 1,526.50"
 * ```
 */
export function format(minorUnits: number, code: CurrencyCode, options: FormatOptions = {}): string {
  assertSafeInteger(minorUnits, "minorUnits");
  return formatMinor(minorUnits, currencyInfo(code), options);
}

/**
 * Converts US cents to `code` with {@link convert} and formats the result with {@link format}: the one
 * call for showing a stored amount in a person's currency.
 *
 * @example
 * ```ts
 * import { formatUsdCents } from "@ngoma/currency";
 * formatUsdCents(10_000, "UGX"); // "UGX 368,500"
 * formatUsdCents(10_000, "JPY"); // "¥15,195"
 * formatUsdCents(10_000, "EUR", { locale: "fr-FR" }); // "93,50 €"
 * formatUsdCents(10_000, "KES", { rates: { KES: 129.5 } }); // "KES 12,950.00"
 * ```
 */
export function formatUsdCents(
  usdCents: number,
  code: CurrencyCode,
  options: FormatUsdCentsOptions = {},
): string {
  const { rates, ...formatOptions } = options;
  return format(convert(usdCents, code, rates), code, formatOptions);
}
