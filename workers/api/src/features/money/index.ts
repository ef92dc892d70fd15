// The public face of money (docs/decisions/0008): what other features and the app may use. Money: exchange
// rates and currency views. Other features import this file, `schema.ts` (read joins) and contract files
// only.
export { claimedCountry, effectiveCurrency } from "./effective-currency";
export { readRateTable } from "./rates.service";
export { RATES_REFRESH_CRON, refreshFromConfig } from "./scheduled-refresh";
