// "Edit user": name, country and the granted roles (listener is implicit), with the reason the audit log
// keeps; checked with the same schema as the action. The api refuses an admin demoting themselves and
// the last admin losing the role; its message shows in the dialog.

import { useState } from "react";
import { ADMIN_REASON_MAX, editUserForm, GRANTS, holdsGrant } from "../../../lib/admin/people/forms";
import type { AdminUserDetail } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import type { ActionResult } from "../../../lib/api/failure";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { Field, FormAlert } from "../../form";
import { Dialog, DialogFormActions } from "../../widgets/dialog";

export function EditUserButton({ user, action }: { user: AdminUserDetail; action: string }) {
  const [open, setOpen] = useState(false);
  const form = useFetcherForm<ActionResult>(editUserForm, { onDone: () => setOpen(false) });
  const reasonError = firstError(form.errors, "reason");
  const rolesError = firstError(form.errors, "roles");
  const failed = form.fetcher.data && !form.fetcher.data.ok ? form.fetcher.data.msg : undefined;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Edit ${user.name}`}>
        <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
          <FormAlert message={firstError(form.errors, "_") ?? (form.errors ? undefined : failed)} />
          <input type="hidden" name="intent" value="edit" />
          <Field
            id="edit-user-name"
            name="name"
            label="Name"
            defaultValue={user.name}
            maxLength={80}
            errors={form.errors}
          />
          <Field
            id="edit-user-country"
            name="country"
            label="Country (two letters)"
            defaultValue={user.country ?? ""}
            maxLength={2}
            autoCapitalize="characters"
            errors={form.errors}
          />
          <fieldset className="field people-grants">
            <legend>Roles (everyone is a listener)</legend>
            {GRANTS.map((g) => (
              <label key={g.field} className="check">
                <input type="checkbox" name={g.field} defaultChecked={holdsGrant(user, g.grant)} /> {g.label}
              </label>
            ))}
            {rolesError ? <p className="field__error">{rolesError}</p> : null}
          </fieldset>
          <div className="field">
            <label htmlFor="edit-user-reason">Reason (kept in the audit log)</label>
            <textarea
              id="edit-user-reason"
              name="reason"
              rows={2}
              maxLength={ADMIN_REASON_MAX}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "edit-user-reason-error" : undefined}
            />
            {reasonError ? (
              <p className="field__error" id="edit-user-reason-error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <DialogFormActions
            onCancel={() => setOpen(false)}
            name="edit"
            busy={form.busy}
            busyText="Saving..."
          >
            Save changes
          </DialogFormActions>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
