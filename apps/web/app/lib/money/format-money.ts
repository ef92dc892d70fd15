import {
  type CurrencyCode,
  DEFAULT_RATES,
  formatUsdCents,
  isCurrencyCode,
  type RateTable,
} from "@ngoma/currency";

/** What every amount on screen is formatted with: the user's currency and locale, the server's rates. */
export interface MoneySettings {
  /** The user's effective display currency (preference, else their country's, else USD). */
  currency: CurrencyCode;
  /** Units per USD (the server's table; DEFAULT_RATES until it has loaded or when it is unavailable). */
  rates: RateTable;
  /** BCP 47 locale deciding symbol side and separators (the user's language preference). */
  locale: string;
  /** When the server's table was last set (ISO time), null for the built-in defaults. */
  updatedAt: string | null;
}

export const DEFAULT_MONEY: MoneySettings = {
  currency: "USD",
  rates: DEFAULT_RATES,
  locale: "en",
  updatedAt: null,
};

/**
 * Settings from loosely typed input (loader data, a user object): unknown codes fall back to USD, an
 * unusable locale to "en".
 *
 * @example moneySettings({ currency: "UGX", rates: { UGX: 3690 }, locale: "en", updatedAt: null })
 */
export function moneySettings(input: {
  currency: string | null | undefined;
  rates: RateTable | null;
  locale: string | null | undefined;
  updatedAt: string | null;
}): MoneySettings {
  return {
    currency: isCurrencyCode(input.currency) ? input.currency : "USD",
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

/**
 * US cents → text in the user's currency, for places React components cannot go (titles, aria labels,
 * toasts, CSV). Never throws: an amount it cannot convert is shown in US dollars.
 *
 * @example formatMoney(2500, { currency: "UGX", rates: { UGX: 3685 }, locale: "en", updatedAt: null }) // "UGX 92,125" (with a no-break space)
 */
export function formatMoney(cents: number, settings: MoneySettings): string {
  try {
    return formatUsdCents(cents, settings.currency, { rates: settings.rates, locale: settings.locale });
  } catch {
    return usdText(cents, settings.locale);
  }
}

/** The stored amount itself, in US dollars (shown as a tooltip next to converted amounts). */
export function usdText(cents: number, locale = "en"): string {
  try {
    return formatUsdCents(Math.round(cents), "USD", { locale });
  } catch {
    return `US$${(cents / 100).toFixed(2)}`;
  }
}
