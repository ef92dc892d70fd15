// An album's status switch and its delete (after a confirmation), posted to the route's action with a
// fetcher; the answers toast as spec §8 says ('Album Activated', 'Album Deactivated', 'Album Deleted').
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { CreatorAlbum } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog } from "../widgets/dialog";

/**
 * A switch (role="switch", aria-checked) for the album's status. It shows the asked-for state while the
 * request is under way and falls back to the saved one if the api refused.
 */
export function AlbumStatusSwitch({ album, action }: { album: CreatorAlbum; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const pending = fetcher.formData?.get("status");
  const active = pending !== undefined && pending !== null ? pending === "1" : album.status === 1;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${album.title}`}
      className="studio-switch"
      disabled={fetcher.state !== "idle"}
      onClick={() =>
        fetcher.submit(
          { intent: "status", id: album.id, status: active ? "0" : "1" },
          { method: "post", action },
        )
      }
    >
      <span className="studio-switch__track" aria-hidden="true">
        <span className="studio-switch__thumb" />
      </span>
      <span className="studio-switch__text">{active ? "Active" : "Inactive"}</span>
    </button>
  );
}

/** "Delete" → a confirmation naming the album → the delete; `onDeleted` runs after the api agreed. */
export function AlbumDeleteButton({
  album,
  action,
  onDeleted,
}: {
  album: CreatorAlbum;
  action: string;
  onDeleted?: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const [asking, setAsking] = useState(false);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    if (fetcher.data?.ok) onDeleted?.();
  }, [at]);
  const busy = fetcher.state !== "idle";
  return (
    <>
      <button
        type="button"
        className="button button--ghost studio-danger-text"
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-label={`Delete ${album.title}`}
      >
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete this album?"
        message={`"${album.title}" will be deleted. Its ${album.track_count === 1 ? "track stays" : "tracks stay"} in your music manager as singles.`}
        confirmLabel="Delete album"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          fetcher.submit({ intent: "delete", id: album.id }, { method: "post", action });
        }}
      />
    </>
  );
}
