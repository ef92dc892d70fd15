// "Create user": name, e-mail, country, the role the account starts with and a creator's kind, checked
// with the same schema as the action. The new user gets an e-mail to set a password.

import { useState } from "react";
import { createUserForm, KIND_OPTIONS, ROLE_OPTIONS } from "../../../lib/admin/people/forms";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import { firstError } from "../../../lib/api/envelope";
import type { ActionResult } from "../../../lib/api/failure";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { Field, FormAlert } from "../../form";
import { SelectField } from "../../select-field";
import { Dialog, DialogFormActions } from "../../widgets/dialog";

export function CreateUserButton() {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<string>("listener");
  const [kind, setKind] = useState<string>("artist");
  const form = useFetcherForm<ActionResult>(createUserForm, { onDone: () => setOpen(false) });
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Create user
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Create user">
        <form.fetcher.Form method="post" action={PEOPLE_PAGES.users} noValidate onSubmit={form.onSubmit}>
          <FormAlert message={firstError(form.errors, "_")} />
          <input type="hidden" name="intent" value="create" />
          <Field id="create-user-name" name="name" label="Name" maxLength={80} errors={form.errors} />
          <Field
            id="create-user-email"
            name="email"
            label="E-mail"
            type="email"
            autoComplete="off"
            errors={form.errors}
          />
          <Field
            id="create-user-country"
            name="country"
            label="Country (two letters, optional)"
            maxLength={2}
            errors={form.errors}
          />
          <SelectField
            id="create-user-role"
            name="role"
            label="Role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value)}
            errors={form.errors}
          />
          {role === "creator" ? (
            <SelectField
              id="create-user-kind"
              name="creator_kind"
              label="Creator kind"
              options={KIND_OPTIONS}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value)}
              errors={form.errors}
            />
          ) : null}
          <p className="field__hint">They get an e-mail to set their password.</p>
          <DialogFormActions
            onCancel={() => setOpen(false)}
            name="create"
            busy={form.busy}
            busyText="Creating..."
          >
            Create user
          </DialogFormActions>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
