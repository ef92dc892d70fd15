// The exchange-rate table for loaders, read from the api on every page load, in the same parallel hop as
// the user (routes/_app.tsx). Nothing is kept in the isolate: an admin's rate change shows on the next
// page everywhere. If the api cannot answer, or answers a table the currency package refuses, the
// package's defaults keep pages rendering: a default rate is better than a page that fails to load.

import { DEFAULT_RATES, type RateTable, validateRates } from "@ngoma/currency";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { callApi } from "../api/call.server";
import type { RateTableAnswer } from "../api/contract";

export interface Rates {
  rates: RateTable;
  updatedAt: string | null;
}

const FALLBACK: Rates = { rates: DEFAULT_RATES, updatedAt: null };

/** The api's table, checked again here: a table the currency package cannot use is not shown. */
function parseTable(data: Partial<RateTableAnswer> | null | undefined): Rates | null {
  const checked = validateRates(data?.rates);
  if (!checked.ok) return null;
  return { rates: checked.rates, updatedAt: typeof data?.updated_at === "string" ? data.updated_at : null };
}

/**
 * @example
 * const { rates } = await loadRates(context, request, token);
 */
export async function loadRates(context: AppLoadContext, request: Request, token: string): Promise<Rates> {
  // A failed call (network trouble between workers included) is a typed failure, never a throw.
  const result = await callApi(context, request, "GET /user/global/exchange-rates", { token });
  return (result.ok ? parseTable(result.data) : null) ?? FALLBACK;
}
