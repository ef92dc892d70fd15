// Rename and delete for one of the listener's playlists: rename in a dialog, delete after a confirmation.
// The dialogs (playlist-manage-dialogs) are fetched on first use; pointing at or focusing either button
// starts the download.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Playlist } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { firstUse } from "../../lib/on-first-use";
import { LoadingPart, lazyComponent, useFirstUse } from "../../lib/on-first-use-react";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { EditIcon, TrashIcon } from "../widgets/icons";
import { OpeningDialog } from "../widgets/spinner";

const dialogsCode = firstUse(() => import("./playlist-manage-dialogs"));
const Dialogs = lazyComponent(dialogsCode, (m) => m.PlaylistManageDialogs);

export function PlaylistManage({ playlist, redirectTo }: { playlist: Playlist; redirectTo?: string }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const { intent } = useFirstUse(dialogsCode);
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
        {...intent}
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
        {...intent}
        onClick={() => setDeleting(true)}
      >
        <TrashIcon />
      </button>
      <LoadingPart
        name="This"
        open={renaming || deleting}
        fallback={<OpeningDialog />}
        onFailed={() => {
          setRenaming(false);
          setDeleting(false);
        }}
      >
        <Dialogs
          playlist={playlist}
          renaming={renaming}
          deleting={deleting}
          onCloseRename={() => setRenaming(false)}
          onConfirmDelete={confirmDelete}
          onCancelDelete={() => setDeleting(false)}
        />
      </LoadingPart>
    </div>
  );
}
