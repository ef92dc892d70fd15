import { COUNTRY_CURRENCY, type CurrencyCode, currencyForCountry, isCurrencyCode } from "@ngoma/currency";

export interface CurrencySignals {
  /** The user's `preferences.currency` (null = follow the country). */
  preference: string | null;
  /** Country of the user's latest client data (spec §3), ISO-2 or anything the client sent. */
  clientCountry: string | null;
  /** The account's own `country`. */
  accountCountry: string | null;
}

const ISO2 = /^[A-Za-z]{2}$/;

/**
 * The currency amounts are shown in for this user: the preference, else the currency of the country
 * their latest client data reports, else of their account's country, else USD. A stored preference
 * the currency package no longer covers is skipped rather than breaking every page.
 *
 * @example effectiveCurrency({ preference: null, clientCountry: "KE", accountCountry: "UG" }) // "KES"
 */
export function effectiveCurrency(signals: CurrencySignals): CurrencyCode {
  if (signals.preference && isCurrencyCode(signals.preference)) return signals.preference;
  for (const country of [signals.clientCountry, signals.accountCountry]) {
    // A country the table does not map (e.g. "AQ") says nothing: try the next signal.
    if (country && ISO2.test(country) && Object.hasOwn(COUNTRY_CURRENCY, country.toUpperCase())) {
      return currencyForCountry(country);
    }
  }
  return "USD";
}

/** The `country` a stored `client_data` JSON value claims, when it is there at all. */
export function claimedCountry(clientData: unknown): string | null {
  if (typeof clientData !== "object" || clientData === null) return null;
  const country = (clientData as { country?: unknown }).country;
  return typeof country === "string" && ISO2.test(country) ? country.toUpperCase() : null;
}
