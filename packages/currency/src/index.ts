// @ngoma/currency: money held in US cents, shown in anyone's currency. Zero runtime dependencies.
export { convert, toUsdCents } from "./convert.js";
export { type CurrencyFacts, convertAt, formatMinor, formatUsdCentsAt, toUsdCentsAt } from "./core.js";
export { COUNTRY_CURRENCY, currencyForCountry } from "./countries.js";
export { CURRENCIES, type CurrencyCode, type CurrencyInfo, isCurrencyCode } from "./currencies.js";
export {
  type CurrencyDisplay,
  type FormatOptions,
  type FormatUsdCentsOptions,
  format,
  formatUsdCents,
} from "./format.js";
export { parseAmount } from "./parse.js";
export { type PaymentTotals, paymentTotals } from "./payment.js";
export { DEFAULT_RATES, type RatesValidation, type RateTable, validateRates } from "./rates.js";
