import type { CurrencyCode } from "@ngoma/currency";
import type { Db } from "../../kit/db";
import { type RateProvider, type RateProviderConfig, rateProviderFromConfig } from "./rate-provider";
import { applyRates, recordFailedUpdate } from "./rates.service";

/** The cron in wrangler.toml `[triggers]` that runs the refresh (every 6 hours, on the hour). */
export const RATES_REFRESH_CRON = "0 */6 * * *";

/** The spec §8 message, stored in the audit row and logged whenever a refresh fails. */
export const RATES_FAILURE_MESSAGE = "Failed to update exchange rates";

export type RefreshOutcome =
  | { status: "off" }
  | { status: "applied"; provider: string; changed: CurrencyCode[] }
  | { status: "failed"; provider: string; reason: string };

/**
 * One scheduled refresh. With no provider configured it does nothing. Otherwise the provider's table
 * is applied (with an audit row) or, on any failure, the stored table is left exactly as it was — the
 * last good rates keep serving — and a failed audit row plus a log line say why.
 */
export async function refreshExchangeRates(
  db: Db,
  provider: RateProvider | null,
  now = new Date(),
): Promise<RefreshOutcome> {
  if (!provider) return { status: "off" };
  try {
    const rates = await provider.fetchRates();
    const { changed } = await applyRates(db, rates, "provider", `provider:${provider.name}`, now);
    return { status: "applied", provider: provider.name, changed };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(db, provider.name, reason, now);
  }
}

/** Resolves the provider from the settings first, so a bad setting is audited like a provider outage. */
export async function refreshFromConfig(
  db: Db,
  config: RateProviderConfig,
  now = new Date(),
): Promise<RefreshOutcome> {
  let provider: RateProvider | null;
  try {
    provider = rateProviderFromConfig(config);
  } catch (error) {
    return failed(db, "config", error instanceof Error ? error.message : String(error), now);
  }
  return refreshExchangeRates(db, provider, now);
}

async function failed(db: Db, provider: string, reason: string, now: Date): Promise<RefreshOutcome> {
  console.error(
    JSON.stringify({ level: "error", job: "exchange-rates", msg: RATES_FAILURE_MESSAGE, provider, reason }),
  );
  await recordFailedUpdate(db, "provider", `${RATES_FAILURE_MESSAGE} (${provider}: ${reason})`, now);
  return { status: "failed", provider, reason };
}
