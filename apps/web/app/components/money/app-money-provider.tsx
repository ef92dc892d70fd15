import type { RateTable } from "@ngoma/currency";
import { type ReactNode, useMemo } from "react";
import type { User } from "../../lib/api/contract";
import { moneySettings } from "../../lib/money/format-money";
import { MoneyProvider } from "./money-context";

/** What the _app loader adds for money: the server's rates (see lib/money/rates.server.ts). */
export interface MoneyLoaderData {
  rates: RateTable;
  updatedAt: string | null;
}

/** Money settings for the signed-in area, from the user's preferences and the loader's rates. */
export function AppMoneyProvider({
  user,
  money,
  children,
}: {
  user: User;
  money: MoneyLoaderData;
  children: ReactNode;
}) {
  const { effective_currency: currency, language: locale } = user.preferences;
  const settings = useMemo(
    () => moneySettings({ currency, rates: money.rates, locale, updatedAt: money.updatedAt }),
    [currency, locale, money],
  );
  return <MoneyProvider settings={settings}>{children}</MoneyProvider>;
}
