// The editable track list of the listener's own playlist: remove, and move up/down (buttons, so reordering
// works from the keyboard). The new order shows at once and is sent as the whole list, which the api
// checks is exactly the playlist's tracks.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { ActionResult } from "../../lib/action-result";
import { moveItem } from "../../lib/catalogue/engage";
import { parseTrackIds } from "../../lib/catalogue/track-order";
import type { PlaylistDetail, Track } from "../../lib/catalogue/types";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { DownIcon, TrashIcon, UpIcon } from "./icons";
import { TrackTable } from "./track-table";

export function PlaylistTracks({ playlist, editable }: { playlist: PlaylistDetail; editable: boolean }) {
  const order = useFetcher<ActionResult>({ key: `reorder:${playlist.id}` });
  const remove = useFetcher<ActionResult>();
  useActionFeedback(order.data && !order.data.ok ? order.data : undefined);
  useActionFeedback(remove.data);
  const focusAfterMove = useRef<string | null>(null);

  // Optimistic view: the order being sent, minus the track being removed.
  const pendingOrder = order.formData?.get("track_ids");
  const removing = remove.formData?.get("track_id");
  const tracks = useMemo(() => {
    const ids = typeof pendingOrder === "string" ? parseTrackIds(pendingOrder) : null;
    const byId = new Map(playlist.tracks.map((t) => [t.id, t]));
    const ordered = ids
      ? ids.map((id) => byId.get(id)).filter((t): t is Track => Boolean(t))
      : playlist.tracks;
    return ordered.filter((t) => t.id !== removing);
  }, [playlist.tracks, pendingOrder, removing]);

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
      order.submit(
        { intent: "reorder", playlist_id: playlist.id, track_ids: JSON.stringify(ids) },
        { method: "post", action: "/library" },
      );
    },
    [tracks, order, playlist.id],
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
