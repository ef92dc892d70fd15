import { convert } from "./convert.js";
import { type CurrencyCode, currencyInfo } from "./currencies.js";
import { assertSafeInteger } from "./decimal.js";
import type { RateTable } from "./rates.js";

/**
 * How the currency is shown: `'symbol'` (locale's symbol, e.g. `CA$`, or the code where the locale has
 * none), `'narrowSymbol'` (shortest local symbol, e.g. `$`, `₦`) or `'code'` (`CAD`).
 *
 * @example
 * ```ts
 * import type { CurrencyDisplay } from "@ngoma/currency";
 * const display: CurrencyDisplay = "narrowSymbol";
 * ```
 */
export type CurrencyDisplay = "symbol" | "narrowSymbol" | "code";

/**
 * Options for {@link format}.
 *
 * @example
 * ```ts
 * import type { FormatOptions } from "@ngoma/currency";
 * const options: FormatOptions = { locale: "fr-FR", display: "code" };
 * ```
 */
export interface FormatOptions {
  /** BCP 47 locale(s) deciding symbol side, separators and spacing. Defaults to `"en"`. */
  locale?: string | readonly string[];
  /** Defaults to `'symbol'`. */
  display?: CurrencyDisplay;
}

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

const DEFAULT_LOCALE = "en";
const MAX_CACHED_FORMATTERS = 200;
// Building an Intl.NumberFormat costs far more than using one, and a page formats many amounts in
// few currencies, so formatters are reused. The cap only guards against unbounded locale strings.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: CurrencyCode, minorUnits: number, options: FormatOptions): Intl.NumberFormat {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const display = options.display ?? "symbol";
  const key = `${String(locale)}|${code}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(typeof locale === "string" ? locale : [...locale], {
      style: "currency",
      currency: code,
      currencyDisplay: display,
      // ISO 4217 decides the decimals, not CLDR: Intl would show IDR or HUF without decimals and so
      // hide the minor units the amount is stored in.
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Writes integer minor units as an exact decimal string, e.g. (-5, 2) → "-0.05". */
function toDecimalString(minorUnits: number, decimals: number): string {
  const sign = minorUnits < 0 ? "-" : "";
  const digits = String(Math.abs(minorUnits)).padStart(decimals + 1, "0");
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
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
  const info = currencyInfo(code);
  const formatter = formatterFor(code, info.minorUnits, options);
  // Intl.NumberFormat.format accepts decimal strings exactly (ES2023); the lib typing lags behind.
  return formatter.format(toDecimalString(minorUnits, info.minorUnits) as unknown as number);
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
