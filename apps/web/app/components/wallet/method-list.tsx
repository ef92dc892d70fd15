// Saved methods as cards: their label and default badge, with edit, make-default and delete (confirmed).
// The add and edit forms (method-form.tsx) are fetched when their button is first pointed at, focused
// or pressed. A mobile money number not yet proven shows "Not verified" and a "Verify number" step
// (number-check-form.tsx), which opens by itself right after such a number is added.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { PaymentMethod, PaymentTemplate } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { LoadingPart, useFirstUse } from "../../lib/on-first-use-react";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog, Dialog } from "../widgets/dialog";
import { PageHead } from "../widgets/page-head";
import { EmptyState } from "../widgets/states";
import { DialogLoading } from "./dialog-loading";
import { AddMethodForm, EditMethodForm, methodFormCode, NumberCheckForm, numberCheckCode } from "./on-demand";

function MethodCard({
  method,
  template,
  action,
  justAdded = false,
}: {
  method: PaymentMethod;
  template: PaymentTemplate | undefined;
  action: string;
  /** Added by this page a moment ago: a number that needs its code asks for it at once. */
  justAdded?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const [editing, setEditing] = useState(false);
  const [checking, setChecking] = useState(justAdded && method.needs_verification);
  const check = useFirstUse(numberCheckCode);
  const closeCheck = () => setChecking(false);
  const [deleting, setDeleting] = useState(false);
  const { intent } = useFirstUse(methodFormCode);
  const closeEdit = () => setEditing(false);
  const busy = fetcher.state !== "idle";
  const post = (intent: "delete" | "set-default") =>
    fetcher.submit({ intent, id: method.id }, { method: "post", action });
  return (
    <li className="card wallet-method" data-method-id={method.id}>
      <div>
        <h3 className="wallet-method__name">
          {method.name} {method.is_default ? <span className="badge badge--ok">Default</span> : null}{" "}
          {method.needs_verification ? <span className="badge badge--warn">Not verified</span> : null}
        </h3>
        <p className="field__hint">
          {template?.label ?? method.type} · {method.label}
        </p>
      </div>
      <div className="row wallet-method__actions">
        {method.needs_verification ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setChecking(true)}
            {...check.intent}
            aria-label={`Verify number: ${method.name}`}
          >
            Verify number
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setEditing(true)}
          {...intent}
          aria-label={`Edit ${method.name}`}
        >
          Edit
        </button>
        {method.is_default ? null : (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => post("set-default")}
            aria-label={`Make default: ${method.name}`}
          >
            Make default
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => setDeleting(true)}
          aria-label={`Delete ${method.name}`}
        >
          Delete
        </button>
      </div>
      <Dialog open={editing} onClose={closeEdit} title={`Edit ${method.name}`}>
        <LoadingPart name="The method form" fallback={<DialogLoading />} onFailed={closeEdit}>
          <EditMethodForm method={method} template={template} action={action} onDone={closeEdit} />
        </LoadingPart>
      </Dialog>
      {method.needs_verification ? (
        <Dialog open={checking} onClose={closeCheck} title={`Verify ${method.label}`}>
          <LoadingPart name="The verification form" fallback={<DialogLoading />} onFailed={closeCheck}>
            <NumberCheckForm method={method} action={action} onDone={closeCheck} />
          </LoadingPart>
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="Delete payment method?"
        message={`${method.name} (${method.label}) will be removed.${method.is_default ? " Your newest other method becomes the default." : ""}`}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          post("delete");
        }}
      />
    </li>
  );
}

export interface MethodListProps {
  methods: readonly PaymentMethod[];
  templates: readonly PaymentTemplate[];
  /** The route whose action adds, edits and deletes (lib/wallet/method-actions.server). */
  action: string;
  emptyTitle: string;
  emptyText: string;
}

/** A page of saved methods (payment methods, withdraw accounts): its heading, then the list. */
export function MethodsPage({ title, text, ...list }: MethodListProps & { title: string; text: string }) {
  return (
    <div className="stack">
      <PageHead title={title} text={text} />
      <MethodList {...list} />
    </div>
  );
}

/** The list, its empty state and the "Add payment method" dialog. */
export function MethodList({ methods, templates, action, emptyTitle, emptyText }: MethodListProps) {
  const [adding, setAdding] = useState(false);
  // The ids shown when the add dialog last opened: a card not among them was just added here.
  const [shownBefore, setShownBefore] = useState<ReadonlySet<string> | null>(null);
  const { intent } = useFirstUse(methodFormCode);
  const closeAdd = () => setAdding(false);
  const openAdd = () => {
    setShownBefore(new Set(methods.map((m) => m.id)));
    setAdding(true);
  };
  return (
    <div className="stack">
      <div className="row">
        <button type="button" className="button button--primary" onClick={openAdd} {...intent}>
          Add Payment Method
        </button>
      </div>
      {methods.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      ) : (
        <ul className="list-plain wallet-methods">
          {methods.map((method) => (
            <MethodCard
              key={method.id}
              method={method}
              template={templates.find((t) => t.type === method.type)}
              action={action}
              justAdded={shownBefore !== null && !shownBefore.has(method.id)}
            />
          ))}
        </ul>
      )}
      <Dialog open={adding} onClose={closeAdd} title="Add a payment method">
        <LoadingPart name="The method form" fallback={<DialogLoading />} onFailed={closeAdd}>
          <AddMethodForm templates={templates} action={action} onDone={closeAdd} />
        </LoadingPart>
      </Dialog>
    </div>
  );
}
