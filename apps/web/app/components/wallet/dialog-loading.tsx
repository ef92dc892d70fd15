// What a dialog shows while the code of its form is still on the way (components/wallet/on-demand.ts):
// a spinner in a box about the size of a short form, so the dialog does not jump when the form arrives.
import { Dialog } from "../widgets/dialog";
import { Spinner } from "../widgets/spinner";

export function DialogLoading() {
  return (
    <div className="wallet-dialog-loading" role="status">
      <Spinner size="md" /> Loading...
    </div>
  );
}

/** A whole dialog in its loading state, for a dialog whose own frame is part of the code that loads. */
export function LoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={title}>
      <DialogLoading />
    </Dialog>
  );
}
