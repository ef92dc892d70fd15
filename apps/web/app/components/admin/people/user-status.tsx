// Suspend or reactivate an account after a confirmation (the list's rows and the user page): suspending
// ends every session and live connection at once and refuses sign-in; an optional reason goes to the
// audit log. Posts `intent=status` (and the row's `id`) to the page's action.

import { useState } from "react";
import { ADMIN_REASON_MAX, statusForm } from "../../../lib/admin/people/forms";
import type { AdminUserRow } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { TextAreaField } from "../../form";
import { Dialog, DialogFormActions } from "../../widgets/dialog";

export function UserStatusButton({
  user,
  action,
}: {
  user: Pick<AdminUserRow, "id" | "name" | "status">;
  action: string;
}) {
  const [open, setOpen] = useState(false);
  const suspending = user.status === 1;
  const form = useFetcherForm<ActionResult>(statusForm, { onDone: () => setOpen(false) });
  return (
    <>
      <button
        type="button"
        className={suspending ? "button button--ghost" : "button button--secondary"}
        aria-label={`${suspending ? "Suspend" : "Reactivate"} ${user.name}`}
        onClick={() => setOpen(true)}
      >
        {suspending ? "Suspend" : "Reactivate"}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={suspending ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`}
      >
        <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={user.id} />
          <input type="hidden" name="status" value={suspending ? "0" : "1"} />
          <p>
            {suspending
              ? "Every session and live connection of this account ends at once, and signing in is refused until it is reactivated."
              : "The account can sign in again."}
          </p>
          <TextAreaField
            id={`status-reason-${user.id}`}
            name="reason"
            label="Reason (optional, kept in the audit log)"
            rows={2}
            maxLength={ADMIN_REASON_MAX}
            errors={form.errors}
          />
          <DialogFormActions
            onCancel={() => setOpen(false)}
            name="status"
            busy={form.busy}
            busyText={suspending ? "Suspending..." : "Reactivating..."}
          >
            {suspending ? "Suspend" : "Reactivate"}
          </DialogFormActions>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
