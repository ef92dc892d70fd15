import { DEFAULT_RATES, isCurrencyCode, type RateTable, validateRates } from "@ngoma/currency";
import { toStoredPrecision } from "./rate-micros";

/**
 * Where the scheduled refresh gets rates from. An adapter returns units per USD for the currencies it
 * knows (a partial table is fine: the others keep their stored rate) or throws; it never writes.
 */
export interface RateProvider {
  /** Short name for logs and the audit message. */
  readonly name: string;
  fetchRates(): Promise<RateTable>;
}

/** Settings read from the worker's vars/secrets (wrangler.toml `[vars]`, `wrangler secret put`). */
export interface RateProviderConfig {
  /** `off` (default), `sandbox` (local fixed table) or `http` (an HTTP JSON provider). */
  RATES_PROVIDER?: string;
  /** `http` only: the provider's "latest rates" URL; `{key}` in it is replaced by the key. */
  RATES_PROVIDER_URL?: string;
  /** `http` only: the API key (a secret). Sent as `Authorization: Bearer` unless the URL has `{key}`. */
  RATES_PROVIDER_KEY?: string;
}

const FETCH_TIMEOUT_MS = 10_000;

/** Turns any provider's table into a validated, USD-based table of covered currencies. */
export function normaliseProviderRates(body: unknown): RateTable {
  if (typeof body !== "object" || body === null) throw new Error("response is not a JSON object");
  const record = body as Record<string, unknown>;
  // Common shapes: { base, rates } (Open Exchange Rates, Fixer, Frankfurter) or
  // { base_code, conversion_rates } (ExchangeRate-API).
  const base = record.base ?? record.base_code ?? "USD";
  const raw = record.rates ?? record.conversion_rates;
  if (typeof raw !== "object" || raw === null) throw new Error("response has no rates object");
  const table = raw as Record<string, unknown>;
  // A table on another base is rebased on USD (free tiers are often EUR-based).
  let perUsd = 1;
  if (base !== "USD") {
    const usd = table.USD;
    if (typeof usd !== "number" || !(usd > 0)) throw new Error(`base ${String(base)} without a USD rate`);
    perUsd = usd;
  }
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(table)) {
    // Providers list ~170 currencies; the platform shows the covered ones and ignores the rest.
    if (!isCurrencyCode(code) || typeof value !== "number") continue;
    rates[code] = code === "USD" ? 1 : toStoredPrecision(value / perUsd);
  }
  if (Object.keys(rates).filter((code) => code !== "USD").length === 0) {
    throw new Error("response has no rate for any covered currency");
  }
  const checked = validateRates(rates);
  if (!checked.ok) throw new Error(checked.errors.join("; "));
  return checked.rates;
}

/**
 * Production adapter: GET a JSON "latest rates" endpoint. Works with the common providers' shapes
 * (see `normaliseProviderRates`); e.g. Open Exchange Rates
 * `RATES_PROVIDER_URL = "https://openexchangerates.org/api/latest.json?app_id={key}"`.
 */
export class HttpJsonRateProvider implements RateProvider {
  readonly name = "http";
  constructor(
    private readonly url: string,
    private readonly key: string | undefined,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async fetchRates(): Promise<RateTable> {
    const headers: Record<string, string> = { accept: "application/json" };
    let url = this.url;
    if (this.key && url.includes("{key}")) url = url.replaceAll("{key}", encodeURIComponent(this.key));
    else if (this.key) headers.authorization = `Bearer ${this.key}`;
    const response = await this.fetcher(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`provider answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new Error("provider answered with invalid JSON");
    }
    return normaliseProviderRates(body);
  }
}

/**
 * Local adapter for development and demos: no network. It returns the spec's "refresh" values
 * (UGX 3690, KES 155, EUR 0.93, GBP 0.78; its NGN 795 belongs to the superseded table and is left out)
 * over the defaults, so a refresh visibly changes a few rates.
 */
export class SandboxRateProvider implements RateProvider {
  readonly name = "sandbox";
  async fetchRates(): Promise<RateTable> {
    return normaliseProviderRates({
      base: "USD",
      rates: { ...DEFAULT_RATES, UGX: 3690, KES: 155, EUR: 0.93, GBP: 0.78 },
    });
  }
}

/**
 * The adapter the settings ask for, or null when refreshing is off (the default). A misconfiguration
 * throws, so the scheduled job records it as a failed update instead of silently doing nothing.
 */
export function rateProviderFromConfig(config: RateProviderConfig): RateProvider | null {
  const kind = (config.RATES_PROVIDER ?? "off").trim().toLowerCase();
  if (kind === "" || kind === "off") return null;
  if (kind === "sandbox") return new SandboxRateProvider();
  if (kind === "http") {
    const url = config.RATES_PROVIDER_URL?.trim();
    if (!url || !/^https?:\/\//.test(url)) throw new Error("RATES_PROVIDER=http needs RATES_PROVIDER_URL");
    return new HttpJsonRateProvider(url, config.RATES_PROVIDER_KEY?.trim() || undefined);
  }
  throw new Error(`unknown RATES_PROVIDER "${kind}" (use off, sandbox or http)`);
}
