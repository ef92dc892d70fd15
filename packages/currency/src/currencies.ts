/**
 * Facts about one currency: its ISO 4217 code, a short symbol for pickers and labels, its English
 * name, and its ISO 4217 minor units (how many decimals one unit is split into).
 *
 * @example
 * ```ts
 * import { CURRENCIES } from "@ngoma/currency";
 * const info = CURRENCIES.UGX; // { code: "UGX", symbol: "USh", name: "Ugandan Shilling", minorUnits: 0 }
 * ```
 */
export interface CurrencyInfo {
  /** ISO 4217 alphabetic code, e.g. `"EUR"`. */
  readonly code: string;
  /** Short symbol for pickers and labels, e.g. `"€"`. `format` uses the locale's symbol instead. */
  readonly symbol: string;
  /** English name, e.g. `"Euro"`. */
  readonly name: string;
  /** ISO 4217 minor units: 2 for cents, 0 for JPY/UGX, 3 for KWD/TND. */
  readonly minorUnits: 0 | 2 | 3;
}

// One row per currency: [symbol, name, ISO 4217 minor units]. Minor units follow ISO 4217, not CLDR:
// CLDR (and so Intl's defaults) shows e.g. IDR, HUF, COP, SOS and MGA with 0 decimals although ISO
// gives them 2, and amounts here are stored in ISO minor units.
const ROWS = {
  // The currencies named in the product spec (§9).
  USD: ["$", "US Dollar", 2],
  EUR: ["€", "Euro", 2],
  GBP: ["£", "Pound Sterling", 2],
  JPY: ["¥", "Yen", 0],
  CAD: ["CA$", "Canadian Dollar", 2],
  AUD: ["A$", "Australian Dollar", 2],
  INR: ["₹", "Indian Rupee", 2],
  NGN: ["₦", "Naira", 2],
  ZAR: ["R", "Rand", 2],
  BRL: ["R$", "Brazilian Real", 2],
  MXN: ["MX$", "Mexican Peso", 2],
  UGX: ["USh", "Ugandan Shilling", 0],
  KES: ["KSh", "Kenyan Shilling", 2],
  // East Africa.
  TZS: ["TSh", "Tanzanian Shilling", 2],
  RWF: ["FRw", "Rwanda Franc", 0],
  BIF: ["FBu", "Burundi Franc", 0],
  ETB: ["Br", "Ethiopian Birr", 2],
  SOS: ["Sh.So.", "Somali Shilling", 2],
  DJF: ["Fdj", "Djibouti Franc", 0],
  // Central Africa.
  CDF: ["FC", "Congolese Franc", 2],
  XAF: ["FCFA", "CFA Franc BEAC", 0],
  // West Africa.
  XOF: ["F CFA", "CFA Franc BCEAO", 0],
  GHS: ["GH₵", "Ghana Cedi", 2],
  GNF: ["FG", "Guinean Franc", 0],
  SLE: ["Le", "Leone", 2],
  LRD: ["L$", "Liberian Dollar", 2],
  GMD: ["D", "Dalasi", 2],
  CVE: ["Esc", "Cabo Verde Escudo", 2],
  MRU: ["UM", "Ouguiya", 2],
  // Southern Africa and the Indian Ocean.
  BWP: ["P", "Pula", 2],
  NAD: ["N$", "Namibia Dollar", 2],
  LSL: ["L", "Loti", 2],
  SZL: ["E", "Lilangeni", 2],
  ZMW: ["ZK", "Zambian Kwacha", 2],
  MWK: ["MK", "Malawi Kwacha", 2],
  MZN: ["MT", "Mozambique Metical", 2],
  AOA: ["Kz", "Kwanza", 2],
  MGA: ["Ar", "Malagasy Ariary", 2],
  MUR: ["Rs", "Mauritius Rupee", 2],
  SCR: ["SR", "Seychelles Rupee", 2],
  // North Africa.
  EGP: ["E£", "Egyptian Pound", 2],
  MAD: ["DH", "Moroccan Dirham", 2],
  DZD: ["DA", "Algerian Dinar", 2],
  TND: ["DT", "Tunisian Dinar", 3],
  LYD: ["LD", "Libyan Dinar", 3],
  // Rest of the world.
  CNY: ["CN¥", "Yuan Renminbi", 2],
  KRW: ["₩", "Won", 0],
  AED: ["AED", "UAE Dirham", 2],
  SAR: ["SAR", "Saudi Riyal", 2],
  QAR: ["QR", "Qatari Rial", 2],
  KWD: ["KD", "Kuwaiti Dinar", 3],
  CHF: ["CHF", "Swiss Franc", 2],
  SEK: ["kr", "Swedish Krona", 2],
  NOK: ["kr", "Norwegian Krone", 2],
  DKK: ["kr", "Danish Krone", 2],
  ISK: ["kr", "Iceland Krona", 0],
  PLN: ["zł", "Zloty", 2],
  CZK: ["Kč", "Czech Koruna", 2],
  HUF: ["Ft", "Forint", 2],
  UAH: ["₴", "Hryvnia", 2],
  TRY: ["₺", "Turkish Lira", 2],
  ILS: ["₪", "New Israeli Sheqel", 2],
  NZD: ["NZ$", "New Zealand Dollar", 2],
  SGD: ["S$", "Singapore Dollar", 2],
  HKD: ["HK$", "Hong Kong Dollar", 2],
  PKR: ["Rs", "Pakistan Rupee", 2],
  BDT: ["৳", "Taka", 2],
  IDR: ["Rp", "Rupiah", 2],
  PHP: ["₱", "Philippine Peso", 2],
  VND: ["₫", "Dong", 0],
  MYR: ["RM", "Malaysian Ringgit", 2],
  THB: ["฿", "Baht", 2],
  JMD: ["J$", "Jamaican Dollar", 2],
  TTD: ["TT$", "Trinidad and Tobago Dollar", 2],
  ARS: ["AR$", "Argentine Peso", 2],
  COP: ["COL$", "Colombian Peso", 2],
  CLP: ["CLP$", "Chilean Peso", 0],
} as const satisfies Record<string, readonly [string, string, 0 | 2 | 3]>;

/**
 * An ISO 4217 code this package knows (has a symbol, minor units, name and a default rate for).
 * Narrow untrusted strings with {@link isCurrencyCode}.
 *
 * @example
 * ```ts
 * import type { CurrencyCode } from "@ngoma/currency";
 * const preferred: CurrencyCode = "KES";
 * ```
 */
export type CurrencyCode = keyof typeof ROWS;

/**
 * Every covered currency, keyed by ISO 4217 code.
 *
 * @example
 * ```ts
 * import { CURRENCIES } from "@ngoma/currency";
 * CURRENCIES.EUR.minorUnits; // 2
 * Object.values(CURRENCIES).map((c) => `${c.code} — ${c.name}`); // options for a currency picker
 * ```
 */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = Object.freeze(
  Object.fromEntries(
    Object.entries(ROWS).map(([code, [symbol, name, minorUnits]]) => [
      code,
      Object.freeze({ code, symbol, name, minorUnits }),
    ]),
  ) as Record<CurrencyCode, CurrencyInfo>,
);

/**
 * Whether `code` is a currency this package covers. Exact match: codes are upper case.
 *
 * @example
 * ```ts
 * import { isCurrencyCode } from "@ngoma/currency";
 * isCurrencyCode("UGX"); // true
 * isCurrencyCode("ugx"); // false
 * isCurrencyCode("XYZ"); // false
 * ```
 */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === "string" && Object.hasOwn(ROWS, code);
}

/** Looks up a currency, throwing for codes the types allow only through a cast or plain JS. */
export function currencyInfo(code: CurrencyCode): CurrencyInfo {
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency code: ${String(code)}`);
  return CURRENCIES[code];
}
