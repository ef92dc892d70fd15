// The admin console's create and edit dialogs: a button that opens a native <dialog> holding a fetcher form,
// checked with the action's own zod schema before it is posted (lib/admin/lookup-forms), the answer toasted
// (§8 'Genre Added'; a refusal's msg), field errors under their fields, and closed once the api agreed.
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { ClientDataInput, FieldMessages, FormAlert, useFieldIds } from "../form";
import { useStudioForm } from "../studio/use-studio-form";
import { Dialog, DialogFormActions } from "../widgets/dialog";

export interface FormDialogProps {
  /** The dialog's title, e.g. "New genre" or "Edit Afrobeat". */
  title: string;
  /** The button that opens it. */
  trigger: { label: string; className?: string; ariaLabel?: string };
  /** The route whose action receives `{ intent, id?, …fields }`. */
  action: string;
  intent: "create" | "update";
  /** The row an edit changes. */
  id?: string;
  schema: z.ZodType;
  submit: { label: string; busy: string };
  /** The fields, given the errors to show. */
  children: (errors: FieldErrors | undefined) => ReactNode;
}

/**
 * @example
 * <FormDialog title="New genre" trigger={{ label: "New genre", className: "button button--primary" }}
 *   action="/admin/genres" intent="create" schema={lookupForm} submit={{ label: "Add genre", busy: "Adding..." }}>
 *   {(errors) => <LookupFields errors={errors} />}
 * </FormDialog>
 */
export function FormDialog({
  title,
  trigger,
  action,
  intent,
  id,
  schema,
  submit,
  children,
}: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useStudioForm(schema, { onDone: () => setOpen(false) });
  return (
    <>
      <button
        type="button"
        className={trigger.className ?? "button button--ghost"}
        aria-label={trigger.ariaLabel}
        onClick={() => setOpen(true)}
      >
        {trigger.label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title}>
        <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
          <FormAlert message={firstError(form.errors, "_")} />
          <ClientDataInput />
          <input type="hidden" name="intent" value={intent} />
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {children(form.errors)}
          <DialogFormActions
            onCancel={() => setOpen(false)}
            name={intent}
            busy={form.busy}
            busyText={submit.busy}
          >
            {submit.label}
          </DialogFormActions>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}

/** What every dialog field takes: its form name, its label, the form's errors and an optional hint. */
interface FieldBase {
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  hint?: ReactNode;
}

/** A labelled checkbox posting "on" when ticked. */
export function CheckboxField(props: FieldBase & { defaultChecked?: boolean }) {
  const { inputId: id, error, describedBy } = useFieldIds(props.name, props.errors, props.hint, undefined);
  return (
    <div className="field admin-checkbox-field">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={props.name}
          defaultChecked={props.defaultChecked}
          aria-describedby={describedBy}
        />{" "}
        {props.label}
      </label>
      <FieldMessages id={id} error={error} hint={props.hint} />
    </div>
  );
}
