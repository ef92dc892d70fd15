// A track's status switch and its delete, with the track's own words for the confirmation.
import type { CreatorTrack } from "../../lib/api/contract";
import { ConfirmedDelete, StatusSwitch } from "./row-actions";

export function TrackStatusToggle({
  track,
  action,
}: {
  track: Pick<CreatorTrack, "id" | "title" | "status">;
  action: string;
}) {
  return <StatusSwitch item={track} status={track.status} action={action} />;
}

/** Deleting a track removes it everywhere (playlists, albums), which the confirmation says. */
export function DeleteTrackButton({
  track,
  action,
  onDeleted,
}: {
  track: Pick<CreatorTrack, "id" | "title">;
  action: string;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmedDelete
      item={track}
      action={action}
      question={`Delete “${track.title}”?`}
      consequence="The track, its audio and its place in playlists and albums are removed. This cannot be undone."
      confirmLabel="Delete track"
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
