import { formatMoney, usdText } from "../../lib/money/format-money";
import { useMoney } from "./money-context";

/**
 * The one way an amount is shown: integer US cents in, the user's currency out (symbol side, separators
 * and decimals from their locale and ISO 4217). Converted amounts carry the stored US dollar figure as a
 * tooltip.
 *
 * @example <Money cents={2500} /> // "UGX 92,125" (with a no-break space) for a user in Uganda
 */
export function Money({ cents, className }: { cents: number; className?: string }) {
  const money = useMoney();
  const converted = money.currency !== "USD";
  return (
    <span
      className={className ? `money ${className}` : "money"}
      data-currency={money.currency}
      title={converted ? `${usdText(cents, money.locale)} (US dollars)` : undefined}
    >
      {formatMoney(cents, money)}
    </span>
  );
}
