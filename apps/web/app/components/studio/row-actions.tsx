// The status switch (spec §4: 1 active, 0 inactive) and the confirmed delete every studio row and page
// has (tracks and albums alike). Both post `{ intent, id }` to the route's action through a fetcher, so
// the list reloads in place and the answer toasts as spec §8 words it ('Album Activated', 'Track Deleted').
import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import type { ActionResult } from "../../lib/api/failure";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog } from "../widgets/dialog";

/** What a row action needs of its track or album. */
export interface RowItem {
  id: string;
  title: string;
}

/**
 * A switch (role="switch", aria-checked) for an item's status. It shows the asked-for state while the
 * request is under way and the stored one once the api answered (a refusal falls back).
 *
 * @example <StatusSwitch item={album} status={album.status} action="/creator-promoter/music/albums-manager" />
 */
export function StatusSwitch({ item, status, action }: { item: RowItem; status: number; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const pending = fetcher.formData?.get("status");
  const active = pending !== undefined && pending !== null ? pending === "1" : status === 1;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${item.title}`}
      className="studio-switch"
      disabled={fetcher.state !== "idle"}
      onClick={() =>
        fetcher.submit(
          { intent: "status", id: item.id, status: active ? "0" : "1" },
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

/**
 * "Delete" → a confirmation that says what goes → the delete; `onDeleted` runs once the api agreed.
 *
 * @example <ConfirmedDelete item={track} action={here} question="Delete “Kuno”?" consequence="…" confirmLabel="Delete track" />
 */
export function ConfirmedDelete({
  item,
  action,
  question,
  consequence,
  confirmLabel,
  onDeleted,
}: {
  item: RowItem;
  action: string;
  question: string;
  consequence: ReactNode;
  confirmLabel: string;
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
        aria-label={`Delete ${item.title}`}
      >
        {busy ? "Deleting..." : "Delete"}
      </button>
      <ConfirmDialog
        open={asking}
        title={question}
        message={consequence}
        confirmLabel={confirmLabel}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          fetcher.submit({ intent: "delete", id: item.id }, { method: "post", action });
        }}
      />
    </>
  );
}
