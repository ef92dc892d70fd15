import type { CurrencyCode } from "./currencies.js";

/**
 * The currency used in each covered country, keyed by ISO 3166-1 alpha-2 code (upper case).
 * Covers every country named in the product spec plus the East, Central, West, Southern and North
 * African markets and the larger markets elsewhere.
 *
 * @example
 * ```ts
 * import { COUNTRY_CURRENCY } from "@ngoma/currency";
 * COUNTRY_CURRENCY.UG; // "UGX"
 * Object.keys(COUNTRY_CURRENCY).length; // how many countries are mapped
 * ```
 */
export const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = Object.freeze({
  // Named in the product spec (§9).
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
  DE: "EUR",
  FR: "EUR",
  IT: "EUR",
  ES: "EUR",
  IN: "INR",
  NG: "NGN",
  ZA: "ZAR",
  BR: "BRL",
  MX: "MXN",
  // East Africa.
  UG: "UGX",
  KE: "KES",
  TZ: "TZS",
  RW: "RWF",
  BI: "BIF",
  ET: "ETB",
  SO: "SOS",
  DJ: "DJF",
  // Central Africa: the CEMAC states share the CFA franc BEAC.
  CD: "CDF",
  CM: "XAF",
  CG: "XAF",
  GA: "XAF",
  TD: "XAF",
  CF: "XAF",
  GQ: "XAF",
  // West Africa: the UEMOA states share the CFA franc BCEAO.
  GH: "GHS",
  SN: "XOF",
  CI: "XOF",
  ML: "XOF",
  BF: "XOF",
  BJ: "XOF",
  TG: "XOF",
  NE: "XOF",
  GW: "XOF",
  GN: "GNF",
  SL: "SLE",
  LR: "LRD",
  GM: "GMD",
  CV: "CVE",
  MR: "MRU",
  // Southern Africa and the Indian Ocean.
  BW: "BWP",
  NA: "NAD",
  LS: "LSL",
  SZ: "SZL",
  ZM: "ZMW",
  // Zimbabwe's own currency (ZWG, since 2024) is thinly traded; prices there are quoted in US dollars.
  ZW: "USD",
  MW: "MWK",
  MZ: "MZN",
  AO: "AOA",
  MG: "MGA",
  MU: "MUR",
  SC: "SCR",
  // North Africa.
  EG: "EGP",
  MA: "MAD",
  DZ: "DZD",
  TN: "TND",
  LY: "LYD",
  // Other euro-area countries.
  NL: "EUR",
  BE: "EUR",
  PT: "EUR",
  IE: "EUR",
  AT: "EUR",
  FI: "EUR",
  GR: "EUR",
  // Rest of the world.
  CN: "CNY",
  KR: "KRW",
  AE: "AED",
  SA: "SAR",
  QA: "QAR",
  KW: "KWD",
  CH: "CHF",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  IS: "ISK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  UA: "UAH",
  TR: "TRY",
  IL: "ILS",
  NZ: "NZD",
  SG: "SGD",
  HK: "HKD",
  PK: "PKR",
  BD: "BDT",
  ID: "IDR",
  PH: "PHP",
  VN: "VND",
  MY: "MYR",
  TH: "THB",
  JM: "JMD",
  TT: "TTD",
  AR: "ARS",
  CO: "COP",
  CL: "CLP",
  // US-dollar economies.
  EC: "USD",
  SV: "USD",
  PA: "USD",
  PR: "USD",
});

/**
 * The currency for a country (ISO 3166-1 alpha-2, any case, surrounding spaces ignored), or `"USD"`
 * — the platform's base currency — when the country is unknown, empty or missing.
 *
 * @example
 * ```ts
 * import { currencyForCountry } from "@ngoma/currency";
 * currencyForCountry("UG"); // "UGX"
 * currencyForCountry("de"); // "EUR"
 * currencyForCountry("ZZ"); // "USD"
 * currencyForCountry(undefined); // "USD"
 * ```
 */
export function currencyForCountry(iso2: string | null | undefined): CurrencyCode {
  if (typeof iso2 !== "string") return "USD";
  const key = iso2.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_CURRENCY, key) ? COUNTRY_CURRENCY[key]! : "USD";
}
