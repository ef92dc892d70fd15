// A track's status toggle (spec §4: 1 active, 0 inactive; 'Track Activated' / 'Track Deactivated') and its
// delete, asked for first ('Track Deleted'). Both post to the page's action through a fetcher, so the
// list reloads in place and the toast says what happened.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { CreatorTrack } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog } from "../widgets/dialog";

/** A switch (role="switch") whose state is the track's status. */
export function TrackStatusToggle({
  track,
  action,
}: {
  track: Pick<CreatorTrack, "id" | "title" | "status">;
  action: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  // Shown as asked while the call is under way; the reloaded row then says what the api stored.
  const pending = fetcher.formData?.get("status");
  const active = pending !== undefined && pending !== null ? pending === "1" : track.status === 1;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${track.title}`}
      className={`studio-switch${active ? " is-on" : ""}`}
      disabled={fetcher.state !== "idle"}
      onClick={() =>
        fetcher.submit(
          { intent: "status", id: track.id, status: active ? "0" : "1" },
          { method: "post", action },
        )
      }
    >
      <span className="studio-switch__knob" aria-hidden="true" />
      <span className="studio-switch__text">{active ? "Active" : "Inactive"}</span>
    </button>
  );
}

/** Delete with a confirmation; `onDeleted` runs after the api agreed (the track page leaves for the list). */
export function DeleteTrackButton({
  track,
  action,
  onDeleted,
}: {
  track: Pick<CreatorTrack, "id" | "title">;
  action: string;
  onDeleted?: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [asking, setAsking] = useState(false);
  useActionFeedback(fetcher.data);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer.
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
        aria-label={`Delete ${track.title}`}
      >
        {busy ? "Deleting..." : "Delete"}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Delete “${track.title}”?`}
        message="The track, its audio and its place in playlists and albums are removed. This cannot be undone."
        confirmLabel="Delete track"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          fetcher.submit({ intent: "delete", id: track.id }, { method: "post", action });
        }}
      />
    </>
  );
}
