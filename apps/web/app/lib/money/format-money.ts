// Amounts on screen. Only the package's table-free core is imported here: the settings already carry what
// the tables would give (the currency's minor units, resolved on the server in money-settings.ts), so a
// page that shows amounts does not download 77 currencies to show one.
import type { CurrencyCode, RateTable } from "@ngoma/currency";
import { formatMinor, formatUsdCentsAt } from "@ngoma/currency/core";

/** What every amount on screen is formatted with: the user's currency and locale, the server's rates. */
export interface MoneySettings {
  /** The user's effective display currency (preference, else their country's, else USD). */
  currency: CurrencyCode;
  /** `currency`'s ISO 4217 minor units (from the package's table, on the server). */
  minorUnits: 0 | 2 | 3;
  /** Units per USD (the server's table; DEFAULT_RATES until it has loaded or when it is unavailable). */
  rates: RateTable;
  /** BCP 47 locale deciding symbol side and separators (the user's language preference). */
  locale: string;
  /** When the server's table was last set (ISO time), null for the built-in defaults. */
  updatedAt: string | null;
}

const USD = { code: "USD", minorUnits: 2 } as const;

/**
 * US cents → text in the user's currency, for places React components cannot go (titles, aria labels,
 * toasts, CSV). Never throws: an amount it cannot convert is shown in US dollars.
 *
 * @example formatMoney(2500, { currency: "UGX", minorUnits: 0, rates: { UGX: 3685 }, locale: "en", updatedAt: null }) // "UGX 92,125" (with a no-break space)
 */
export function formatMoney(cents: number, settings: MoneySettings): string {
  const { currency, minorUnits, rates, locale } = settings;
  try {
    return formatUsdCentsAt(
      cents,
      { code: currency, minorUnits, rate: rates[currency] ?? Number.NaN },
      { locale },
    );
  } catch {
    return usdText(cents, locale);
  }
}

/** The stored amount itself, in US dollars (shown as a tooltip next to converted amounts). */
export function usdText(cents: number, locale = "en"): string {
  try {
    return formatMinor(Math.round(cents), USD, { locale });
  } catch {
    return `US$${(cents / 100).toFixed(2)}`;
  }
}
