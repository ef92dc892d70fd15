// The user type dialog's fields: the title, what the type grants (chosen once, at create: a creator of
// one kind, or a promoter), the upgrade fee typed in dollars (stored in cents; 0 or blank is free) and
// whether an application must give evidence links.
import { dollarsText, GRANT_OPTIONS, grantOf, TITLE_MAX } from "../../lib/admin/lookup-forms";
import type { FieldErrors, UserType } from "../../lib/api/contract";
import { Field } from "../form";
import { SelectField } from "../select-field";
import { CheckboxField } from "./form-dialog";

/** What a type grants, in words ("Creator: artist", "Promoter"). */
export function grantLabel(type: Pick<UserType, "grants_role" | "creator_kind">): string {
  return GRANT_OPTIONS.find((g) => g.value === grantOf(type))?.label ?? type.grants_role;
}

export function UserTypeFields({ errors, row }: { errors: FieldErrors | undefined; row?: UserType }) {
  return (
    <>
      <Field
        name="title"
        label="Title"
        errors={errors}
        defaultValue={row?.title}
        maxLength={TITLE_MAX}
        required
        autoComplete="off"
      />
      {row ? (
        <p className="field__hint">
          Grants: <strong>{grantLabel(row)}</strong> (fixed when the type was created).
        </p>
      ) : (
        <SelectField
          name="grants"
          label="Grants"
          errors={errors}
          options={GRANT_OPTIONS}
          placeholder="Choose what approval grants"
          hint="Fixed once the type exists: approving an application grants this role."
        />
      )}
      <Field
        name="fee"
        label="Upgrade fee (US dollars)"
        errors={errors}
        defaultValue={row ? dollarsText(row.fee_cents) : ""}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint="Leave empty or 0 for free. Paid when applying, held until an admin decides. At most $1,000."
      />
      <CheckboxField
        name="needs_evidence"
        label="Applications need evidence links"
        errors={errors}
        defaultChecked={row?.needs_evidence ?? false}
      />
    </>
  );
}
