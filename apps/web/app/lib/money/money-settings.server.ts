// The signed-in user and the exchange rates, read in one parallel hop: for the _app loader (every page's
// amounts) and for actions that read an amount typed in the user's currency, so both use the same
// currency, locale and rates and a typed amount reads back into the US cents the form itself computed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { User } from "../api/contract";
import { requireToken, requireUser } from "../auth.server";
import type { MoneySettings } from "./format-money";
import { moneySettings } from "./money-settings";
import { loadRates } from "./rates.server";

/**
 * The user and their money settings: the effective currency and language from their preferences, the
 * rates from the api. Resolved here, so the browser gets settings it can use as they are (the layout
 * loads no currency tables to check them). The rates call carries the cookie's token, and the api
 * refuses it by itself if the session has ended (requireUser then redirects).
 *
 * @example const { user, money } = await loadUserAndRates(context, request);
 */
export async function loadUserAndRates(
  context: AppLoadContext,
  request: Request,
): Promise<{ user: User; money: MoneySettings }> {
  const [{ user }, rates] = await Promise.all([
    requireUser(request, context),
    loadRates(context, request, requireToken(request)),
  ]);
  const { effective_currency: currency, language: locale } = user.preferences;
  return { user, money: moneySettings({ currency, rates: rates.rates, locale, updatedAt: rates.updatedAt }) };
}

/**
 * @example
 * const money = await loadMoneySettings(context, request);
 * parseForm(withdrawForm(money), form);
 */
export async function loadMoneySettings(context: AppLoadContext, request: Request): Promise<MoneySettings> {
  return (await loadUserAndRates(context, request)).money;
}
