import { type CurrencyCode, isCurrencyCode } from "./currencies.js";
import { decimalPlaces } from "./decimal.js";

/**
 * Exchange rates as units of each currency per 1 US dollar, e.g. `{ EUR: 0.935, UGX: 3685 }`.
 * May be partial: a table from the server or an admin need not list every covered currency.
 *
 * @example
 * ```ts
 * import type { RateTable } from "@ngoma/currency";
 * const rates: RateTable = { USD: 1, EUR: 0.92, UGX: 3690 };
 * ```
 */
export type RateTable = Readonly<Partial<Record<CurrencyCode, number>>>;

/**
 * The canonical built-in rates, units per 1 USD, for every covered currency. The API seeds its stored
 * table from these; clients use them only until the server's table has loaded.
 *
 * The spec's 12 named currencies keep the newest values it gives (its "fixed local data" table, plus
 * UGX and KES from the first table): EUR 0.935, GBP 0.788, JPY 151.95, CAD 1.385, AUD 1.543,
 * INR 83.42, NGN 1526.5, ZAR 18.67, BRL 5.24, MXN 18.19, UGX 3685, KES 153. The others are mid-market
 * rates from the same period (spring 2024), rounded to 2 decimals, or to whole units for currencies
 * worth less than a cent. The rand-pegged NAD, LSL and SZL equal ZAR.
 *
 * @example
 * ```ts
 * import { DEFAULT_RATES, convert } from "@ngoma/currency";
 * DEFAULT_RATES.UGX; // 3685
 * convert(10_000, "EUR", DEFAULT_RATES); // 9350 (euro cents for 100 USD)
 * ```
 */
export const DEFAULT_RATES: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  USD: 1,
  EUR: 0.935,
  GBP: 0.788,
  JPY: 151.95,
  CAD: 1.385,
  AUD: 1.543,
  INR: 83.42,
  NGN: 1526.5,
  ZAR: 18.67,
  BRL: 5.24,
  MXN: 18.19,
  UGX: 3685,
  KES: 153,
  TZS: 2590,
  RWF: 1290,
  BIF: 2860,
  ETB: 57.1,
  SOS: 571.5,
  DJF: 178,
  CDF: 2790,
  XAF: 613,
  XOF: 613,
  GHS: 13.4,
  GNF: 8600,
  SLE: 22.5,
  LRD: 193.5,
  GMD: 67.8,
  CVE: 103.1,
  MRU: 39.6,
  BWP: 13.75,
  NAD: 18.67,
  LSL: 18.67,
  SZL: 18.67,
  ZMW: 25.4,
  MWK: 1735,
  MZN: 63.9,
  AOA: 835,
  MGA: 4430,
  MUR: 46.2,
  SCR: 13.6,
  EGP: 47.6,
  MAD: 10.1,
  DZD: 134.6,
  TND: 3.13,
  LYD: 4.85,
  CNY: 7.24,
  KRW: 1365,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  KWD: 0.31,
  CHF: 0.91,
  SEK: 10.75,
  NOK: 10.9,
  DKK: 6.98,
  ISK: 139,
  PLN: 4.02,
  CZK: 23.5,
  HUF: 365,
  UAH: 39.5,
  TRY: 32.3,
  ILS: 3.74,
  NZD: 1.68,
  SGD: 1.36,
  HKD: 7.83,
  PKR: 278.1,
  BDT: 109.7,
  IDR: 16050,
  PHP: 56.9,
  VND: 25300,
  MYR: 4.77,
  THB: 36.7,
  JMD: 155,
  TTD: 6.78,
  ARS: 870,
  COP: 3900,
  CLP: 950,
});

// Most decimal places a stored rate may have (the defaults use at most 3).
const MAX_RATE_DECIMALS = 6;
// Largest accepted rate: far above any real currency (VND ≈ 25 000, IRR ≈ 600 000 per USD) but small
// enough that a slip of the keyboard (an extra dozen zeros) is caught.
const MAX_RATE = 1_000_000_000;

/**
 * Result of {@link validateRates}: the validated table, or every problem found (one line each).
 *
 * @example
 * ```ts
 * import { validateRates, type RatesValidation } from "@ngoma/currency";
 * const result: RatesValidation = validateRates({ EUR: 0.93 });
 * if (!result.ok) console.error(result.errors.join("\n"));
 * ```
 */
export type RatesValidation = { ok: true; rates: RateTable } | { ok: false; errors: string[] };

/**
 * Checks an untrusted rate table (an admin's edit, a provider's response, a stored row) before it is
 * used or stored. Rules: a plain object; every key a covered currency code; every value a finite
 * number above 0 and at most 1 000 000 000, with at most 6 decimal places;
 * `USD`, if present, exactly 1 (rates are per USD). Partial tables pass: merge them over the current
 * table to update some currencies only.
 *
 * @example
 * ```ts
 * import { validateRates } from "@ngoma/currency";
 * validateRates({ UGX: 3690, KES: 155 }); // { ok: true, rates: { UGX: 3690, KES: 155 } }
 * validateRates({ EUR: -1, XYZ: 2 });
 * // { ok: false, errors: ['EUR: rate must be a finite number above 0', 'XYZ: unknown currency code'] }
 * ```
 */
export function validateRates(table: unknown): RatesValidation {
  if (typeof table !== "object" || table === null || Array.isArray(table)) {
    return { ok: false, errors: ["rates must be an object of currency code → units per USD"] };
  }
  const errors: string[] = [];
  const rates: Partial<Record<CurrencyCode, number>> = {};
  for (const [code, rate] of Object.entries(table)) {
    if (!isCurrencyCode(code)) {
      errors.push(`${code}: unknown currency code`);
    } else if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) {
      errors.push(`${code}: rate must be a finite number above 0`);
    } else if (rate > MAX_RATE) {
      errors.push(`${code}: rate must be at most ${MAX_RATE}`);
    } else if (decimalPlaces(rate) > MAX_RATE_DECIMALS) {
      errors.push(`${code}: rate must have at most ${MAX_RATE_DECIMALS} decimal places`);
    } else if (code === "USD" && rate !== 1) {
      errors.push("USD: rate must be 1 (rates are per US dollar)");
    } else {
      rates[code] = rate;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rates };
}
