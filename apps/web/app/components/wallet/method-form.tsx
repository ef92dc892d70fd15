// The add-method form, drawn from the type's `payment-templates` entry (its fields, labels, patterns and
// hints), and the edit form of a saved method (its name and the fields the template marks editable). Its
// own chunk, fetched when a dialog that shows it is first wanted (on-demand.ts).
import { useId, useState } from "react";
import type {
  FieldErrors,
  PaymentMethod,
  PaymentTemplate,
  PaymentTemplateField,
} from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { ClientDataInput, Field, FormAlert } from "../form";
import { DialogFormActions } from "../widgets/dialog";
import { useWalletForm } from "./use-wallet-form";

type InputKind = PaymentTemplateField["input"];

/** The browser's hints for each kind of template input (autofill, keyboard). */
const INPUT_PROPS: Record<
  InputKind,
  { type: string; inputMode?: "numeric" | "tel" | "email"; autoComplete: string }
> = {
  text: { type: "text", autoComplete: "off" },
  tel: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
  card_number: { type: "text", inputMode: "numeric", autoComplete: "cc-number" },
  month: { type: "text", inputMode: "numeric", autoComplete: "cc-exp-month" },
  year: { type: "text", inputMode: "numeric", autoComplete: "cc-exp-year" },
  cvc: { type: "text", inputMode: "numeric", autoComplete: "cc-csc" },
};

function TemplateInput({
  field,
  errors,
  defaultValue,
}: {
  field: PaymentTemplateField;
  errors: FieldErrors | undefined;
  defaultValue?: string | undefined;
}) {
  const props = INPUT_PROPS[field.input];
  return (
    <Field
      name={field.name}
      label={field.required ? field.label : `${field.label} (optional)`}
      type={props.type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      required={field.required}
      pattern={field.pattern ?? undefined}
      placeholder={field.placeholder ?? undefined}
      defaultValue={defaultValue}
      errors={errors}
      hint={field.help ?? undefined}
    />
  );
}

/** Choose a type, then fill in its template's fields. */
export function AddMethodForm({
  templates,
  action,
  onDone,
}: {
  templates: readonly PaymentTemplate[];
  action: string;
  onDone: () => void;
}) {
  const id = useId();
  const [type, setType] = useState(templates[0]?.type ?? "card");
  const template = templates.find((t) => t.type === type);
  const { fetcher, errors, busy } = useWalletForm(null, { onDone });
  return (
    <fetcher.Form method="post" action={action} noValidate className="wallet-method-form">
      <input type="hidden" name="intent" value="create" />
      <ClientDataInput />
      <FormAlert message={firstError(errors, "_")} />
      <fieldset className="field">
        <legend>Type</legend>
        <div className="wallet-types">
          {templates.map((t) => (
            <label key={t.type} className="check">
              <input
                type="radio"
                name="type"
                value={t.type}
                checked={type === t.type}
                onChange={() => setType(t.type)}
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      {template ? (
        <p className="field__hint" id={`${id}-about`}>
          {template.description}
        </p>
      ) : null}
      <Field name="name" label="Name" placeholder="e.g. My Visa" maxLength={60} required errors={errors} />
      {template?.fields.map((field) => (
        <TemplateInput key={`${type}-${field.name}`} field={field} errors={errors} />
      ))}
      <label className="check">
        <input type="checkbox" name="is_default" /> Make it my default method
      </label>
      <DialogFormActions onCancel={onDone} name="create" busy={busy} busyText="Adding...">
        Add method
      </DialogFormActions>
    </fetcher.Form>
  );
}

/** Rename a method or change its editable fields (a card's expiry, a bank account's holder). */
export function EditMethodForm({
  method,
  template,
  action,
  onDone,
}: {
  method: PaymentMethod;
  template: PaymentTemplate | undefined;
  action: string;
  onDone: () => void;
}) {
  const { fetcher, errors, busy } = useWalletForm(null, { onDone });
  const current = (name: string) => {
    const value = method.details[name] ?? (name === "phone_number" ? method.phone_number : undefined);
    return value === undefined || value === null ? undefined : String(value);
  };
  return (
    <fetcher.Form method="post" action={action} noValidate className="wallet-method-form">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={method.id} />
      <ClientDataInput />
      <FormAlert message={firstError(errors, "_")} />
      <Field name="name" label="Name" defaultValue={method.name} maxLength={60} required errors={errors} />
      {template?.fields
        .filter((field) => field.editable)
        .map((field) => (
          <TemplateInput key={field.name} field={field} errors={errors} defaultValue={current(field.name)} />
        ))}
      <DialogFormActions onCancel={onDone} name="update" busy={busy} busyText="Saving...">
        Save
      </DialogFormActions>
    </fetcher.Form>
  );
}
