import type { ReactNode } from "react";
import type { MoneySettings } from "../../lib/money/format-money";
import { MoneyProvider } from "./money-context";

/**
 * Money settings for the signed-in area: the _app loader's, resolved on the server from the user's
 * preferences and the rates (lib/money/money-settings.server.ts), so the layout itself needs nothing of
 * @ngoma/currency; a page that shows an amount brings the package with its <Money>.
 */
export function AppMoneyProvider({ money, children }: { money: MoneySettings; children: ReactNode }) {
  return <MoneyProvider settings={money}>{children}</MoneyProvider>;
}
