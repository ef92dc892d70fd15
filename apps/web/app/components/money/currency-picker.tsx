import { CURRENCIES, type CurrencyCode } from "@ngoma/currency";
import { useRevalidator } from "@remix-run/react";
import { useId, useState } from "react";
import { useShell } from "../../lib/shell-context";
import { useMoney } from "./money-context";

/** Every covered currency, by code, labelled for people and screen readers alike ("UGX — Ugandan Shilling"). */
export const CURRENCY_OPTIONS = (Object.keys(CURRENCIES) as CurrencyCode[])
  .sort()
  .map((code) => ({ code, label: `${code} — ${CURRENCIES[code].name}` }));

/** Message of spec §8 shown after a change. */
export const currencySetMessage = (code: string) => `Currency set to ${code}`;

/**
 * The display-currency preference. Saved on change (like the theme), not with the form below it:
 * `update_preferences { currency }`, then every amount on screen switches and the toast confirms.
 * "Automatic" stores null: the currency then follows the user's country.
 */
export function CurrencyPicker({ preference }: { preference: string | null }) {
  const shell = useShell();
  const money = useMoney();
  const revalidator = useRevalidator();
  const id = useId();
  const [choice, setChoice] = useState(preference ?? "");
  const [saving, setSaving] = useState(false);

  const choose = async (value: string) => {
    const previous = choice;
    setChoice(value);
    setSaving(true);
    const result = await shell.api.request("POST /auth/user/update_preferences", {
      body: { currency: value === "" ? null : value },
    });
    setSaving(false);
    if (!result.ok) {
      // The api client already toasted the failure; the select goes back to what is stored.
      setChoice(previous);
      return;
    }
    const code = result.data.preferences.effective_currency as CurrencyCode;
    money.setCurrency({ currency: code, minorUnits: CURRENCIES[code].minorUnits });
    shell.toast("success", currencySetMessage(code));
    revalidator.revalidate();
  };

  return (
    <div className="field">
      <label htmlFor={id}>Display currency</label>
      <select
        id={id}
        value={choice}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.currentTarget.value)}
      >
        <option value="">Automatic — follow my country ({money.currency})</option>
        {CURRENCY_OPTIONS.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        Amounts are held in US dollars and shown in this currency at the platform's exchange rates.
      </p>
    </div>
  );
}
