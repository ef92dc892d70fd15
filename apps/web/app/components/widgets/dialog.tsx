import { type ReactNode, useEffect, useId, useRef } from "react";
import { LoadingButton } from "./loading-button";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() traps focus, Escape closes, and focus returns to the opener.
 *
 * @example
 * <Dialog open={asking} onClose={() => setAsking(false)} title="Delete playlist?">…</Dialog>
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="ngw-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a destructive action; Cancel has focus first so Enter does not destroy. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p>{message}</p>
      <div className="row ngw-dialog__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

export interface DialogFormActionsProps {
  onCancel: () => void;
  /** The submit button's name for the loading flag; it spins with `busyText` while `busy`. */
  name: string;
  busy: boolean;
  busyText: string;
  /** Cancel cannot be pressed either (a payment under way). */
  cancelDisabled?: boolean;
  submitDisabled?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}

/**
 * A dialog form's Cancel and submit buttons.
 *
 * @example
 * <DialogFormActions onCancel={close} name="pin" busy={form.busy} busyText="Saving...">Set PIN</DialogFormActions>
 */
export function DialogFormActions({
  onCancel,
  name,
  busy,
  busyText,
  cancelDisabled,
  submitDisabled,
  children,
}: DialogFormActionsProps) {
  return (
    <div className="row ngw-dialog__actions">
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </button>
      <LoadingButton
        type="submit"
        loadingKey={name}
        loading={busy ? name : null}
        loadingText={busyText}
        disabled={submitDisabled}
      >
        {children}
      </LoadingButton>
    </div>
  );
}
