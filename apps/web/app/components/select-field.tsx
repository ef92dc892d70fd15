// A labelled select that shows the first message for its field (the web's schema or the api's 422), the
// way `Field` does for inputs: the admin dialogs, the studio's album and track forms and "Create user".
import type { ReactNode, SelectHTMLAttributes } from "react";
import type { FieldErrors } from "../lib/api/contract";
import { FieldMessages, useFieldIds } from "./form";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: FieldErrors | undefined;
  hint?: ReactNode;
  /** An empty first choice with this text ("None", "Choose a type"). */
  placeholder?: string;
}

/**
 * Uncontrolled with `defaultValue`, controlled with `value` and `onChange`, like a plain `<select>`.
 *
 * @example <SelectField name="genre_id" label="Genre" options={genres} placeholder="No genre" errors={errors} />
 */
export function SelectField({
  name,
  label,
  options,
  errors,
  hint,
  placeholder,
  id,
  ...select
}: SelectFieldProps) {
  const { inputId, error, describedBy } = useFieldIds(name, errors, hint, id);
  // With a placeholder and no value given, the placeholder is the choice (also in the server's HTML).
  const unset = placeholder !== undefined && select.value === undefined && select.defaultValue === undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={unset ? "" : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}
