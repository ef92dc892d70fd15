// The editable track list of the listener's own playlist: remove, and move up/down (buttons, so reordering
// works from the keyboard). The new order shows at once; usePlaylistOrder sends it.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { PlaylistDetail, Track } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { moveItem } from "../../lib/catalogue/engage";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { DownIcon, TrashIcon, UpIcon } from "../widgets/icons";
import { TrackTable } from "./track-table";
import { usePlaylistOrder } from "./use-playlist-order";

export function PlaylistTracks({ playlist, editable }: { playlist: PlaylistDetail; editable: boolean }) {
  const { tracks: ordered, setOrder, result } = usePlaylistOrder(playlist);
  const remove = useFetcher<ActionResult>();
  useActionFeedback(result && !result.ok ? result : undefined);
  useActionFeedback(remove.data);
  const focusAfterMove = useRef<string | null>(null);

  // Optimistic view: the wanted order, minus the track being removed.
  const removing = remove.formData?.get("track_id");
  const tracks = useMemo(() => ordered.filter((t) => t.id !== removing), [ordered, removing]);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    document.getElementById(target)?.focus();
  });

  const move = useCallback(
    (index: number, delta: number, trackId: string) => {
      const ids = moveItem(
        tracks.map((t) => t.id),
        index,
        delta,
      );
      // Keep focus on the same button of the moved row; at an end, on the other direction's button.
      const lands = index + delta;
      const dir = lands === 0 ? "down" : lands === ids.length - 1 ? "up" : delta < 0 ? "up" : "down";
      focusAfterMove.current = `move-${dir}-${trackId}`;
      setOrder(ids);
    },
    [tracks, setOrder],
  );

  const extraActions = useCallback(
    (track: Track, index: number) => (
      <>
        <button
          type="button"
          id={`move-up-${track.id}`}
          className="cat-toggle"
          aria-label={`Move ${track.title} up`}
          title="Move up"
          disabled={index === 0}
          onClick={() => move(index, -1, track.id)}
        >
          <UpIcon />
        </button>
        <button
          type="button"
          id={`move-down-${track.id}`}
          className="cat-toggle"
          aria-label={`Move ${track.title} down`}
          title="Move down"
          disabled={index === tracks.length - 1}
          onClick={() => move(index, 1, track.id)}
        >
          <DownIcon />
        </button>
        <button
          type="button"
          className="cat-toggle cat-toggle--danger"
          aria-label={`Remove ${track.title} from ${playlist.title}`}
          title="Remove from playlist"
          onClick={() =>
            remove.submit(
              { intent: "remove", playlist_id: playlist.id, track_id: track.id },
              { method: "post", action: "/library" },
            )
          }
        >
          <TrashIcon />
        </button>
      </>
    ),
    [move, remove, tracks.length, playlist.id, playlist.title],
  );

  return (
    <TrackTable
      tracks={tracks}
      caption={`Tracks of ${playlist.title}`}
      context={{ type: "playlist", id: playlist.id }}
      {...(editable ? { extraActions } : {})}
    />
  );
}
