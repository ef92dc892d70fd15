// A listing's moderation in its row: Approve posts at once (it is undone by a rejection), Reject asks for
// the reason the seller reads (required, checked here and by the api, whose 422 shows under the field),
// Edit changes the listing's own text, Delete asks first. Each posts to the page's action and toasts the
// api's sentence.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import {
  DESCRIPTION_MAX,
  editForm,
  REASON_MAX,
  rejectForm,
  TITLE_MAX,
} from "../../../lib/admin/tracks-for-sale/forms";
import { canApprove } from "../../../lib/admin/tracks-for-sale/queue";
import type { TrackForSale } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import type { ActionResult } from "../../../lib/api/failure";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { useFetcherForm } from "../../../lib/use-fetcher-form";
import { Field, FormAlert, TextAreaField } from "../../form";
import { ConfirmedDelete } from "../../studio/row-actions";
import { Dialog, DialogFormActions } from "../../widgets/dialog";
import { FormDialog } from "../form-dialog";
import { ListingPreviewButton } from "./preview-button";

type Row = Pick<TrackForSale, "id" | "title" | "approval" | "description" | "user">;

export function ApproveButton({ row, action }: { row: Row; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={`Approve ${row.title}`}
      disabled={busy}
      onClick={() =>
        fetcher.submit({ intent: "moderate", id: row.id, is_approved: "1" }, { method: "post", action })
      }
    >
      {busy ? "Approving..." : "Approve"}
    </button>
  );
}

export function RejectButton({ row, action }: { row: Row; action: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost admin-danger-text"
        aria-label={`Reject ${row.title}`}
        onClick={() => setOpen(true)}
      >
        Reject
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Reject “${row.title}”?`}>
        <RejectForm row={row} action={action} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** Mounted only while the dialog is open, so a new opening starts with a blank reason and no errors. */
function RejectForm({ row, action, onDone }: { row: Row; action: string; onDone: () => void }) {
  const form = useFetcherForm<ActionResult>(rejectForm, { onDone });
  return (
    <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="is_approved" value="0" />
      <p>{`It cannot be bought while rejected, and ${row.user.name} is told why.`}</p>
      <TextAreaField
        name="reason"
        label="Reason (the seller reads it)"
        maxLength={REASON_MAX}
        required
        errors={form.errors}
      />
      <FormAlert message={firstError(form.errors, "_")} />
      <DialogFormActions onCancel={onDone} name="moderate" busy={form.busy} busyText="Rejecting...">
        Reject
      </DialogFormActions>
    </form.fetcher.Form>
  );
}

export function EditListingButton({ row, action }: { row: Row; action: string }) {
  return (
    <FormDialog
      title={`Edit “${row.title}”`}
      trigger={{ label: "Edit", ariaLabel: `Edit ${row.title}` }}
      action={action}
      intent="update"
      id={row.id}
      schema={editForm}
      submit={{ label: "Save changes", busy: "Saving..." }}
    >
      {(errors) => (
        <>
          <Field
            name="title"
            label="Title"
            errors={errors}
            defaultValue={row.title}
            maxLength={TITLE_MAX}
            required
            autoComplete="off"
          />
          <TextAreaField
            name="description"
            label="Description (optional)"
            errors={errors}
            defaultValue={row.description ?? ""}
            maxLength={DESCRIPTION_MAX}
            rows={4}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The preview, Approve unless approved, Reject unless rejected, then Edit and Delete. */
export function ListingActions({ row, action }: { row: Row; action: string }) {
  return (
    <div className="row admin-row-actions admin-tfs-actions">
      <ListingPreviewButton row={row} />
      {canApprove(row) ? <ApproveButton row={row} action={action} /> : null}
      {row.approval !== "rejected" ? <RejectButton row={row} action={action} /> : null}
      <EditListingButton row={row} action={action} />
      <ConfirmedDelete
        item={{ id: row.id, title: row.title }}
        action={action}
        question={`Delete the listing “${row.title}”?`}
        consequence="The listing is removed for good and the beat leaves the market."
        confirmLabel="Delete listing"
      />
    </div>
  );
}
