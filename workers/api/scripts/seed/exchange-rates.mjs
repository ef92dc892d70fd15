// Seed SQL for the exchange-rate table: the @ngoma/currency defaults, stored as rate_micros
// (units per USD × 1e6). INSERT OR IGNORE keeps rates an admin or the provider refresh already set.
// The api also seeds these itself on its first read of an empty table (src/features/money/rates.service.ts);
// this makes a fresh local database complete before anything has run. Needs the package built (dist/).
import { DEFAULT_RATES } from "@ngoma/currency";

/** One INSERT OR IGNORE per covered currency. */
export function exchangeRatesSql(now = Date.now()) {
  return Object.entries(DEFAULT_RATES)
    .map(
      ([code, rate]) =>
        `INSERT OR IGNORE INTO exchange_rates (code, rate_micros, source, updated_by, updated_at) VALUES ('${code}', ${Math.round(rate * 1_000_000)}, 'default', NULL, ${now});`,
    )
    .join("\n");
}
