// "New album": a dialog form checked with the same schema the action reads. A new album is a draft; on
// success the creator lands on its page to add tracks and a cover.
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { firstError } from "../../lib/api/envelope";
import { createAlbumForm } from "../../lib/studio/album-form";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { ClientDataInput, FormAlert } from "../form";
import { Dialog, DialogFormActions } from "../widgets/dialog";
import { AlbumFields } from "./album-fields";
import { useStudioForm } from "./use-studio-form";

export function NewAlbumButton({
  action,
  genres,
  label = "New album",
}: {
  /** The route whose action creates it (the albums manager). */
  action: string;
  genres?: readonly { id: string; title: string }[];
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useStudioForm(createAlbumForm, {
    onDone: (result) => {
      setOpen(false);
      if (result.id) navigate(STUDIO_PAGES.album(result.id));
    },
  });
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New album">
        <form.fetcher.Form method="post" action={action} noValidate onSubmit={form.onSubmit}>
          <FormAlert message={firstError(form.errors, "_")} />
          <ClientDataInput />
          <input type="hidden" name="intent" value="create" />
          <AlbumFields idPrefix="new-album" errors={form.errors} genres={genres} />
          <p className="field__hint">A new album starts as a draft: add its tracks, then publish it.</p>
          <DialogFormActions
            onCancel={() => setOpen(false)}
            name="create"
            busy={form.busy}
            busyText="Creating..."
          >
            Create album
          </DialogFormActions>
        </form.fetcher.Form>
      </Dialog>
    </>
  );
}
