import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import { CurrencyPicker } from "../components/money/currency-picker";
import { MoneyPreview } from "../components/money/money-preview";
import { formFields } from "../lib/api/call.server";
import type { PreferencesBody, ThemeChoice } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError, actionOk } from "../lib/api/failure";
import { useAppUser } from "../lib/app-user";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { useShell } from "../lib/shell-context";
import { apiPost } from "../lib/signed-in-calls.server";
import { currentChoice, storeTheme } from "../lib/theme-client";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Preferences");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // The currency is saved by its own picker (on change), so this form leaves it untouched.
  const fields = formFields<PreferencesBody>(form, ["language", "clientData"]);
  const result = await apiPost(context, request, "POST /auth/user/update_preferences", {
    body: {
      language: (fields.language ?? "en").trim() || "en",
      email_notifications: form.get("email_notifications") === "on",
      audio_notifications: form.get("audio_notifications") === "on",
      clientData: fields.clientData,
    },
  });
  if (!result.ok) return actionError(result);
  return actionOk(result.msg ?? "Preferences saved");
}

const THEMES: { value: ThemeChoice; label: string; hint: string }[] = [
  { value: "dark", label: "Dark", hint: "The Ngoma default" },
  { value: "light", label: "Light", hint: "Bright backgrounds" },
  { value: "system", label: "System", hint: "Follow this device's setting" },
];

function ThemePicker({ initial }: { initial: ThemeChoice }) {
  const shell = useShell();
  const [choice, setChoice] = useState<ThemeChoice>(initial);
  // The device's stored choice (applied before paint) may differ from the account's: show that one.
  useEffect(() => setChoice(currentChoice()), []);
  const choose = (value: ThemeChoice) => {
    setChoice(value);
    storeTheme(value);
    // Saved to the account too, through the browser client (failures toast there).
    void shell.api.request("POST /auth/user/update_preferences", {
      body: { theme: value },
    });
  };
  return (
    <fieldset className="card field">
      <legend>Theme</legend>
      {THEMES.map((t) => (
        <label key={t.value} className="check">
          <input
            type="radio"
            name="theme"
            value={t.value}
            checked={choice === t.value}
            onChange={() => choose(t.value)}
          />
          <span>
            {t.label} <span className="field__hint">({t.hint})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export default function Preferences() {
  const user = useAppUser();
  const result = useActionData() as ActionResult | undefined;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  const prefs = user.preferences;
  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>Preferences</h1>
          <p>Theme, display and notification choices.</p>
        </div>
      </div>
      <ThemePicker initial={prefs.theme} />
      <div className="card">
        <CurrencyPicker preference={prefs.currency} />
      </div>
      <MoneyPreview />
      <Form method="post" noValidate className="card">
        <FormAlert message={firstError(errors, "_")} />
        <ClientDataInput />
        <Field
          name="language"
          label="Language"
          defaultValue={prefs.language}
          maxLength={10}
          errors={errors}
        />
        <label className="check">
          <input type="checkbox" name="email_notifications" defaultChecked={prefs.email_notifications} />
          E-mail notifications
        </label>
        <label className="check">
          <input type="checkbox" name="audio_notifications" defaultChecked={prefs.audio_notifications} />
          Audio notifications
        </label>
        <SubmitButton intent="preferences" loadingText="Saving..." block={false}>
          Save preferences
        </SubmitButton>
      </Form>
    </div>
  );
}
