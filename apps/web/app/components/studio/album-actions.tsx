// An album's status switch and its delete, with the album's own words for the confirmation.
import type { CreatorAlbum } from "../../lib/api/contract";
import { ConfirmedDelete, StatusSwitch } from "./row-actions";

export function AlbumStatusSwitch({ album, action }: { album: CreatorAlbum; action: string }) {
  return <StatusSwitch item={album} status={album.status} action={action} />;
}

/** Deleting an album keeps its tracks (as singles), which the confirmation says. */
export function AlbumDeleteButton({
  album,
  action,
  onDeleted,
}: {
  album: CreatorAlbum;
  action: string;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmedDelete
      item={album}
      action={action}
      question="Delete this album?"
      consequence={`"${album.title}" will be deleted. Its ${album.track_count === 1 ? "track stays" : "tracks stay"} in your music manager as singles.`}
      confirmLabel="Delete album"
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
