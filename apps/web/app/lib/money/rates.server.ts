// The exchange-rate table for loaders. Rates are the same for everyone and change a few times a day, so
// each worker isolate keeps one copy, reuses it for a minute, then revalidates with If-None-Match
// (the api answers 304 without a body). If the api cannot answer, the last copy (or the package
// defaults) keeps pages rendering: a stale rate is better than a page that fails to load.

import { DEFAULT_RATES, type RateTable, validateRates } from "@ngoma/currency";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { fetchApi } from "../api/binding.server";
import { API_ORIGIN, apiHeaders } from "../api/call.server";
import type { RateTableAnswer } from "../api/contract";

export const RATES_PATH = "/user/global/exchange-rates";
export const RATES_REUSE_MS = 60_000;

export interface CachedRates {
  rates: RateTable;
  updatedAt: string | null;
  etag: string | null;
  checkedAt: number;
}

let cached: CachedRates | null = null;

/** Tests start from an empty cache. */
export function resetRatesCache(): void {
  cached = null;
}

/** The api's table, checked again here: a table the currency package cannot use must not replace a good one. */
function parseTable(body: unknown): { rates: RateTable; updatedAt: string | null } | null {
  const data = (body as { data?: Partial<RateTableAnswer> } | null)?.data;
  const checked = validateRates(data?.rates);
  if (!checked.ok) return null;
  return { rates: checked.rates, updatedAt: typeof data?.updated_at === "string" ? data.updated_at : null };
}

/**
 * @example
 * const { rates } = await loadRates(context, request, token);
 */
export async function loadRates(
  context: AppLoadContext,
  request: Request,
  token: string,
  now = Date.now(),
): Promise<{ rates: RateTable; updatedAt: string | null }> {
  if (cached && now - cached.checkedAt < RATES_REUSE_MS) return cached;
  const headers = apiHeaders(request, token, false);
  if (cached?.etag) headers.set("if-none-match", cached.etag);
  try {
    const response = await fetchApi(context.env, new URL(`/api/v1${RATES_PATH}`, API_ORIGIN).toString(), {
      headers,
    });
    if (response.status === 304 && cached) {
      cached = { ...cached, checkedAt: now };
      return cached;
    }
    if (response.ok) {
      const table = parseTable(await response.json());
      if (table) {
        cached = { ...table, etag: response.headers.get("etag"), checkedAt: now };
        return cached;
      }
    }
  } catch {
    // Network trouble between workers: fall through to the last good table.
  }
  return cached ?? { rates: DEFAULT_RATES, updatedAt: null };
}
