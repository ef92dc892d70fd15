// Delete an account after a typed confirmation (its e-mail): personal data is anonymised and the account
// closed; the ledger keeps its postings. The api refuses (409) while the wallet holds money or holds are
// open, and that sentence shows in the dialog.

import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { deleteConfirmed } from "../../../lib/admin/people/forms";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import type { AdminUserRow } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { FormAlert } from "../../form";
import { Dialog } from "../../widgets/dialog";

export function DeleteUserButton({
  user,
  action,
}: {
  user: Pick<AdminUserRow, "id" | "name" | "email">;
  action: string;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const navigate = useNavigate();
  const form = useFetcherForm<ActionResult>(null, { onDone: () => navigate(PEOPLE_PAGES.users) });
  const refused = form.fetcher.data && !form.fetcher.data.ok ? form.fetcher.data.msg : undefined;
  const close = () => {
    setOpen(false);
    setTyped("");
  };
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog open={open} onClose={close} title={`Delete ${user.name}?`}>
        <form.fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <p>
            Their personal data is anonymised and the account closed for good. Payments stay in the ledger.
          </p>
          <FormAlert message={refused} />
          <div className="field">
            <label htmlFor="delete-user-confirm">
              Type <strong>{user.email}</strong> to confirm
            </label>
            <input
              id="delete-user-confirm"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </div>
          <div className="row ngw-dialog__actions">
            {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
            <button type="button" className="button button--ghost" onClick={close} autoFocus>
              Cancel
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={!deleteConfirmed(typed, user.email) || form.busy}
            >
              {form.busy ? "Deleting..." : "Delete account"}
            </button>
          </div>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
