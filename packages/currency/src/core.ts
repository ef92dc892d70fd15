// The table-free core: conversion and formatting when the caller already knows the currency's facts (its
// ISO 4217 minor units and its rate). Published on its own as `@ngoma/currency/core`, so an app that shows
// amounts in one currency it resolved elsewhere (a server) carries none of the package's tables; the main
// entry's `convert`, `format` and `formatUsdCents` look the facts up and call these.
import { assertSafeInteger, divRoundHalfAwayFromZero, toDecimal, toSafeNumber } from "./decimal.js";

/**
 * What conversion and formatting need to know about one currency: its ISO 4217 code, its ISO 4217 minor
 * units and how many units of it one US dollar buys.
 *
 * @example
 * ```ts
 * import type { CurrencyFacts } from "@ngoma/currency/core";
 * const ugx: CurrencyFacts = { code: "UGX", minorUnits: 0, rate: 3685 };
 * ```
 */
export interface CurrencyFacts {
  /** ISO 4217 alphabetic code, e.g. `"UGX"`. */
  readonly code: string;
  /** ISO 4217 minor units: 2 for cents, 0 for JPY/UGX, 3 for KWD/TND. */
  readonly minorUnits: 0 | 2 | 3;
  /** Units of the currency per 1 US dollar, e.g. `3685`. */
  readonly rate: number;
}

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
 * Options for formatting.
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

function checkedRate(currency: Pick<CurrencyFacts, "code" | "rate">): number {
  const { rate } = currency;
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`No valid exchange rate for ${currency.code}`);
  }
  return rate;
}

/**
 * US cents → the currency's minor units at its rate, exactly (BigInt, the rate read as the decimal it was
 * written as), rounded half away from zero.
 *
 * @throws TypeError when `usdCents` is not a safe integer; RangeError for a rate that is not a positive
 *   finite number or a result beyond `Number.MAX_SAFE_INTEGER`.
 *
 * @example
 * ```ts
 * import { convertAt } from "@ngoma/currency/core";
 * convertAt(10_000, { code: "UGX", minorUnits: 0, rate: 3685 }); // 368500
 * ```
 */
export function convertAt(usdCents: number, currency: CurrencyFacts): number {
  assertSafeInteger(usdCents, "usdCents");
  const { digits, scale } = toDecimal(checkedRate(currency));
  // minor = usdCents / 100 × rate × 10^minorUnits, with rate = digits / 10^scale.
  const numerator = BigInt(usdCents) * digits * 10n ** BigInt(currency.minorUnits);
  const denominator = 100n * 10n ** BigInt(scale);
  return toSafeNumber(
    divRoundHalfAwayFromZero(numerator, denominator),
    `Converted amount in ${currency.code}`,
  );
}

/**
 * The inverse of {@link convertAt}: the currency's minor units → US cents, rounded half away from zero.
 *
 * @throws like {@link convertAt}.
 *
 * @example
 * ```ts
 * import { toUsdCentsAt } from "@ngoma/currency/core";
 * toUsdCentsAt(92_125, { code: "UGX", minorUnits: 0, rate: 3685 }); // 2500
 * ```
 */
export function toUsdCentsAt(minor: number, currency: CurrencyFacts): number {
  assertSafeInteger(minor, "minor");
  const { digits, scale } = toDecimal(checkedRate(currency));
  // cents = minor / 10^minorUnits / rate × 100, with rate = digits / 10^scale.
  const numerator = BigInt(minor) * 100n * 10n ** BigInt(scale);
  const denominator = digits * 10n ** BigInt(currency.minorUnits);
  return toSafeNumber(divRoundHalfAwayFromZero(numerator, denominator), "Amount in US cents");
}

const DEFAULT_LOCALE = "en";
const MAX_CACHED_FORMATTERS = 200;
// Building an Intl.NumberFormat costs far more than using one, and a page formats many amounts in
// few currencies, so formatters are reused. The cap only guards against unbounded locale strings.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string, minorUnits: number, options: FormatOptions): Intl.NumberFormat {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const display = options.display ?? "symbol";
  const key = `${String(locale)}|${code}|${minorUnits}|${display}`;
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
 * Formats an amount in the currency's minor units with `Intl.NumberFormat`, with exactly its ISO 4217
 * decimals; the amount goes to Intl as an exact decimal string.
 *
 * @throws TypeError when `minor` is not a safe integer; RangeError for a code or locale Intl rejects.
 *
 * @example
 * ```ts
 * import { formatMinor } from "@ngoma/currency/core";
 * formatMinor(9350, { code: "EUR", minorUnits: 2 }, { locale: "de-DE" }); // "93,50 €"
 * ```
 */
export function formatMinor(
  minor: number,
  currency: Pick<CurrencyFacts, "code" | "minorUnits">,
  options: FormatOptions = {},
): string {
  assertSafeInteger(minor, "minor");
  const formatter = formatterFor(currency.code, currency.minorUnits, options);
  // Intl.NumberFormat.format accepts decimal strings exactly (ES2023); the lib typing lags behind.
  return formatter.format(toDecimalString(minor, currency.minorUnits) as unknown as number);
}

/**
 * {@link convertAt} then {@link formatMinor}: a stored amount in the person's currency.
 *
 * @example
 * ```ts
 * import { formatUsdCentsAt } from "@ngoma/currency/core";
 * formatUsdCentsAt(10_000, { code: "UGX", minorUnits: 0, rate: 3685 }); // "UGX 368,500"
 * ```
 */
export function formatUsdCentsAt(
  usdCents: number,
  currency: CurrencyFacts,
  options: FormatOptions = {},
): string {
  return formatMinor(convertAt(usdCents, currency), currency, options);
}
