// The price inputs of the market filter forms (beats, songs): typed in the viewer's currency, sent as US
// cents. One reading for both markets, so a price left as shown stays exactly the cents it showed.
import type { MoneySettings } from "./format-money";
import { localAmountText, parseLocalAmount } from "./local-amount";

type Money = Pick<MoneySettings, "currency" | "rates">;

/** A whole number of up to 9 digits from a URL or form field, else null. */
export const wholeNumber = (text: string | null | undefined): number | null =>
  text && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;

/** What a price input starts with: the URL's cents in the viewer's currency ("" for none). */
export function priceFieldText(cents: number | null, money: Money): string {
  return cents === null ? "" : localAmountText(cents, money);
}

/**
 * The cents a filter form's price field `name` holds (null when empty). `<name>_shown` carries the cents
 * the field started with, so an untouched price keeps them (a euro cent is coarser than a US cent); a
 * field that does not read as an amount puts its message in `errors`.
 *
 * @example priceFilterCents({ price_max: "50,000" }, "price_max", ugx, errors) // "1357"
 */
export function priceFilterCents(
  fields: Readonly<Record<string, string | undefined>>,
  name: string,
  money: Money,
  errors: Record<string, string>,
): string | null {
  const text = fields[name]?.trim() ?? "";
  if (text === "") return null;
  const shown = wholeNumber(fields[`${name}_shown`]);
  const value = parseLocalAmount(text, money, shown ?? undefined);
  if (value === null) errors[name] = `Enter an amount in ${money.currency}, or leave it empty.`;
  return value === null ? null : String(value);
}
