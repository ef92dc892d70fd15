// The wallet forms' own inputs. An amount is typed in the user's currency (lib/wallet/forms reads it back
// into US cents): its label names the currency, and the US cents of the amount it shows or starts with
// travel beside it, so an amount typed back exactly as shown keeps those cents. A PIN is 4 to 6 digits,
// typed hidden, never offered by autofill.
import { localAmountText } from "../../lib/money/local-amount";
import { shownField } from "../../lib/wallet/bounds";
import { Field, type FieldProps } from "../form";
import { useMoney } from "../money/money-context";

export interface AmountFieldProps extends Omit<FieldProps, "defaultValue" | "inputMode"> {
  /** US cents on screen for this input: the balance beside it, or (with `prefill`) its starting value. */
  shown?: number;
  /** The input starts with `shown`, in the user's currency. */
  prefill?: boolean;
}

/**
 * @example
 * <AmountField name="daily_limit" label="Daily limit" shown={limits.daily_limit} prefill errors={form.errors} />
 */
export function AmountField({ name, label, shown, prefill, ...field }: AmountFieldProps) {
  const money = useMoney();
  return (
    <>
      {shown === undefined ? null : <input type="hidden" name={shownField(name)} value={shown} />}
      <Field
        name={name}
        label={`${label} (${money.currency})`}
        inputMode="decimal"
        defaultValue={prefill && shown !== undefined ? localAmountText(shown, money) : undefined}
        {...field}
      />
    </>
  );
}

/** A wallet PIN (or the current one when changing it). */
export function PinField(props: Omit<FieldProps, "type" | "inputMode" | "autoComplete" | "maxLength">) {
  return <Field type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...props} />;
}
