// Money settings from loosely typed input (the _app loader's user and rates, tests). This is where the
// package's tables are read, on the server, so the browser gets settings it can format with as they are.
import { CURRENCIES, DEFAULT_RATES, isCurrencyCode, type RateTable } from "@ngoma/currency";
import type { MoneySettings } from "./format-money";

export const DEFAULT_MONEY: MoneySettings = {
  currency: "USD",
  minorUnits: 2,
  rates: DEFAULT_RATES,
  locale: "en",
  updatedAt: null,
};

/**
 * Settings from loosely typed input: unknown codes fall back to USD, an unusable locale to "en".
 *
 * @example moneySettings({ currency: "UGX", rates: { UGX: 3690 }, locale: "en", updatedAt: null })
 */
export function moneySettings(input: {
  currency: string | null | undefined;
  rates: RateTable | null;
  locale: string | null | undefined;
  updatedAt: string | null;
}): MoneySettings {
  const currency = isCurrencyCode(input.currency) ? input.currency : "USD";
  return {
    currency,
    minorUnits: CURRENCIES[currency].minorUnits,
    // The server's table is complete, but a partial one must still convert every covered currency.
    rates: input.rates ? { ...DEFAULT_RATES, ...input.rates } : DEFAULT_RATES,
    locale: validLocale(input.locale) ?? "en",
    updatedAt: input.updatedAt,
  };
}

function validLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : null;
  } catch {
    return null;
  }
}
