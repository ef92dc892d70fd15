// The money settings every amount on screen reads. The _app layout fills it from its loader (the user's
// effective currency and language, the server's rates); a currency change made on this page is applied
// at once (setCurrency) and the loader's next revalidation confirms it, so amounts re-render without a reload.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { MoneySettings } from "../../lib/money/format-money";

export interface MoneyContextValue extends MoneySettings {
  /** Shows every amount in `currency` (with its minor units) from now on, after the preference was saved. */
  setCurrency(currency: Pick<MoneySettings, "currency" | "minorUnits">): void;
}

const MoneyContext = createContext<MoneyContextValue | null>(null);

export function MoneyProvider({ settings, children }: { settings: MoneySettings; children: ReactNode }) {
  // The optimistic choice holds only while the loader still reports the currency it replaced: once
  // fresh loader data arrives with another currency, that data is the truth again.
  const [override, setOverride] = useState<{
    chosen: Pick<MoneySettings, "currency" | "minorUnits">;
    replaced: MoneySettings["currency"];
  } | null>(null);
  const chosen = override?.replaced === settings.currency ? override.chosen : null;
  const value = useMemo<MoneyContextValue>(
    () => ({
      ...settings,
      ...chosen,
      setCurrency: (currency) => setOverride({ chosen: currency, replaced: settings.currency }),
    }),
    [settings, chosen],
  );
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

// US dollars need no rate table (a dollar converts at 1), so the fallback leaves the package's table out
// of every page that imports this context.
const FALLBACK: MoneyContextValue = {
  currency: "USD",
  minorUnits: 2,
  rates: { USD: 1 },
  locale: "en",
  updatedAt: null,
  setCurrency: () => undefined,
};

/** The settings in force; outside a provider (auth pages, tests) amounts show in US dollars. */
export function useMoney(): MoneyContextValue {
  return useContext(MoneyContext) ?? FALLBACK;
}
