// The money settings of the signed-in user for actions: the same currency, locale and rates the page's
// amounts were shown with (routes/_app.tsx loads them for every page), so an amount typed in that
// currency reads back into the US cents the form itself computed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireToken, requireUser } from "../auth.server";
import { type MoneySettings, moneySettings } from "./format-money";
import { loadRates } from "./rates.server";

/**
 * @example
 * const money = await loadMoneySettings(context, request);
 * parseForm(withdrawForm(money), form);
 */
export async function loadMoneySettings(context: AppLoadContext, request: Request): Promise<MoneySettings> {
  const [{ user }, { rates, updatedAt }] = await Promise.all([
    requireUser(request, context),
    loadRates(context, request, requireToken(request)),
  ]);
  const { effective_currency: currency, language: locale } = user.preferences;
  return moneySettings({ currency, rates, locale, updatedAt });
}
