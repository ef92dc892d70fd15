// Rename and delete for one of the listener's playlists: rename in a dialog, delete after a confirmation.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Playlist } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog, Dialog } from "../widgets/dialog";
import { EditIcon, TrashIcon } from "../widgets/icons";
import { PlaylistForm } from "./playlist-form";

export function PlaylistManage({ playlist, redirectTo }: { playlist: Playlist; redirectTo?: string }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  function confirmDelete() {
    const form = new FormData();
    form.set("intent", "delete");
    form.set("playlist_id", playlist.id);
    if (redirectTo) form.set("redirect_to", redirectTo);
    fetcher.submit(form, { method: "post", action: "/library" });
    setDeleting(false);
  }
  return (
    <div className="cat-row-actions">
      <button
        type="button"
        className="cat-toggle"
        aria-label={`Rename ${playlist.title}`}
        title={`Rename ${playlist.title}`}
        aria-haspopup="dialog"
        onClick={() => setRenaming(true)}
      >
        <EditIcon />
      </button>
      <button
        type="button"
        className="cat-toggle cat-toggle--danger"
        aria-label={`Delete ${playlist.title}`}
        title={`Delete ${playlist.title}`}
        aria-haspopup="dialog"
        disabled={fetcher.state !== "idle"}
        onClick={() => setDeleting(true)}
      >
        <TrashIcon />
      </button>
      <Dialog open={renaming} onClose={() => setRenaming(false)} title={`Rename “${playlist.title}”`}>
        <PlaylistForm
          intent="rename"
          playlistId={playlist.id}
          title={playlist.title}
          description={playlist.description}
          submitLabel="Save"
          onDone={() => setRenaming(false)}
        />
        <button
          type="button"
          className="button button--ghost ngw-dialog__cancel"
          onClick={() => setRenaming(false)}
        >
          Cancel
        </button>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        title="Delete playlist?"
        message={`“${playlist.title}” and its track list will be deleted. The tracks themselves stay in the catalogue.`}
        confirmLabel="Delete playlist"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
