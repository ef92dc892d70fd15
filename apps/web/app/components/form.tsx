// Form pieces shared by the auth and account pages: labelled fields that show the server's first message
// for that field (spec §5), the hidden clientData field (spec §7), and a submit button that spins while
// its own form is submitting.
import { useNavigation } from "@remix-run/react";
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { FieldErrors } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { readClientDataString } from "../lib/startup-steps";
import { LoadingButton } from "./widgets/loading-button";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  errors?: FieldErrors | undefined;
  hint?: ReactNode;
}

export function Field({ name, label, errors, hint, id, ...input }: FieldProps) {
  const { inputId, error, describedBy } = useFieldIds(name, errors, hint, id);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: ReactNode;
  errors?: FieldErrors | undefined;
  hint?: ReactNode;
}

/**
 * A labelled textarea that shows the server's first message for its field, like `Field`.
 *
 * @example <TextAreaField name="reason" label="Reason" rows={2} maxLength={500} errors={form.errors} />
 */
export function TextAreaField({ name, label, errors, hint, id, rows = 3, ...area }: TextAreaFieldProps) {
  const { inputId, error, describedBy } = useFieldIds(name, errors, hint, id);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}

/**
 * A field control's id, its first error, and the ids it is described by (error, then hint): what every
 * labelled control here (and the admin dialogs' select and checkbox) wires up the same way.
 */
export function useFieldIds(
  name: string,
  errors: FieldErrors | undefined,
  hint: ReactNode,
  id: string | undefined,
) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const error = firstError(errors, name);
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return { inputId, error, describedBy };
}

/** A field's hint and first error, with the ids its control is described by. */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A one-time code from an e-mail or SMS, posted as `code`: a numeric keyboard and the browser's
 * one-time-code autofill; 6 digits unless told otherwise.
 *
 * @example <CodeField label="E-mail code" errors={errors} />
 */
export function CodeField(props: Omit<FieldProps, "name" | "inputMode" | "autoComplete">) {
  return <Field name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
}

/** The stored client data, sent with every form (filled in after hydration; the api treats it as a hint). */
export function ClientDataInput() {
  const [value, setValue] = useState("");
  useEffect(() => setValue(readClientDataString() ?? ""), []);
  return <input type="hidden" name="clientData" value={value} />;
}

/** Errors not tied to a field ("_"), shown above the form. */
export function FormAlert({ message, success }: { message?: string | undefined; success?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  if (!message) return null;
  return (
    <div
      ref={ref}
      className={success ? "form-alert form-alert--success" : "form-alert"}
      role={success ? "status" : "alert"}
    >
      {message}
    </div>
  );
}

/** Submit button whose spinner follows this form's submission (the loading flag is the intent name). */
export function SubmitButton({
  intent,
  children,
  loadingText,
  variant = "primary",
  block = true,
}: {
  intent: string;
  children: ReactNode;
  loadingText: string;
  variant?: "primary" | "secondary" | "danger";
  block?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <LoadingButton
      type="submit"
      name="intent"
      value={intent}
      loadingKey={intent}
      loading={busy ? intent : null}
      loadingText={loadingText}
      variant={variant}
      className={block ? "button--block" : undefined}
    >
      {children}
    </LoadingButton>
  );
}
