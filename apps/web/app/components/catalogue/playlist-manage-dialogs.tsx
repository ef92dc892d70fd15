// The rename and delete dialogs of one of the listener's playlists, fetched on first use
// (components/catalogue/playlist-manage opens them).
import type { Playlist } from "../../lib/api/contract";
import { ConfirmDialog, Dialog } from "../widgets/dialog";
import { PlaylistForm } from "./playlist-form";

export interface PlaylistManageDialogsProps {
  playlist: Playlist;
  renaming: boolean;
  deleting: boolean;
  onCloseRename: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

export function PlaylistManageDialogs({
  playlist,
  renaming,
  deleting,
  onCloseRename,
  onConfirmDelete,
  onCancelDelete,
}: PlaylistManageDialogsProps) {
  return (
    <>
      <Dialog open={renaming} onClose={onCloseRename} title={`Rename “${playlist.title}”`}>
        <PlaylistForm
          intent="rename"
          playlistId={playlist.id}
          title={playlist.title}
          description={playlist.description}
          submitLabel="Save"
          onDone={onCloseRename}
        />
        <button type="button" className="button button--ghost ngw-dialog__cancel" onClick={onCloseRename}>
          Cancel
        </button>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        title="Delete playlist?"
        message={`“${playlist.title}” and its track list will be deleted. The tracks themselves stay in the catalogue.`}
        confirmLabel="Delete playlist"
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />
    </>
  );
}
