// Rename and delete for one of the listener's playlists: rename in a dialog, delete after a confirmation.
// The dialogs (playlist-manage-dialogs) are fetched on first use; pointing at or focusing either button
// starts the download.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Playlist } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useShell } from "../../lib/shell-context";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { EditIcon, TrashIcon } from "../widgets/icons";
import { OpeningDialog, onDemand, useOnDemand } from "../widgets/on-demand";

const manageDialogs = onDemand(() => import("./playlist-manage-dialogs"));

export function PlaylistManage({ playlist, redirectTo }: { playlist: Playlist; redirectTo?: string }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const shell = useShell();
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const dialogs = useOnDemand(manageDialogs, () => {
    setRenaming(false);
    setDeleting(false);
    shell.toast("error", "This could not be opened. Please check your connection and try again.");
  });
  const Dialogs = dialogs.module?.PlaylistManageDialogs;
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
        {...dialogs.intent}
        onClick={() => {
          setRenaming(true);
          dialogs.need();
        }}
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
        {...dialogs.intent}
        onClick={() => {
          setDeleting(true);
          dialogs.need();
        }}
      >
        <TrashIcon />
      </button>
      {(renaming || deleting) && !Dialogs ? <OpeningDialog /> : null}
      {Dialogs ? (
        <Dialogs
          playlist={playlist}
          renaming={renaming}
          deleting={deleting}
          onCloseRename={() => setRenaming(false)}
          onConfirmDelete={confirmDelete}
          onCancelDelete={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
