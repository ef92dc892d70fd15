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
  return (
    <FlagSwitch
      item={item}
      on={status === 1}
      action={action}
      intent="status"
      field="status"
      name="Active"
      labels={["Active", "Inactive"]}
    />
  );
}

/**
 * A yes/no switch of an item that posts `{ intent, id, [field]: "1" | "0" }` to the route's action: the
 * status of a track or album, a beat's published and featured flags. A refusal's first field message
 * (the sixth featured beat) shows under it as well as in the toast.
 *
 * @example <FlagSwitch item={beat} on={beat.is_featured} action={here} intent="feature" field="value" name="Featured" labels={["Featured", "Not featured"]} />
 */
export function FlagSwitch({
  item,
  on,
  action,
  intent,
  field,
  name,
  labels,
}: {
  item: RowItem;
  on: boolean;
  action: string;
  intent: string;
  field: string;
  /** What the switch turns on, in its accessible name ("Active: Kuno"). */
  name: string;
  /** The visible text when on, and when off. */
  labels: readonly [string, string];
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const pending = fetcher.formData?.get(field);
  const active = pending !== undefined && pending !== null ? pending === "1" : on;
  const refusal =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok
      ? Object.values(fetcher.data.fieldErrors)[0]?.[0]
      : undefined;
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`${name}: ${item.title}`}
        className="studio-switch"
        disabled={fetcher.state !== "idle"}
        onClick={() =>
          fetcher.submit({ intent, id: item.id, [field]: active ? "0" : "1" }, { method: "post", action })
        }
      >
        <span className="studio-switch__track" aria-hidden="true">
          <span className="studio-switch__thumb" />
        </span>
        <span className="studio-switch__text">{active ? labels[0] : labels[1]}</span>
      </button>
      {refusal ? <span className="field__error studio-switch__error">{refusal}</span> : null}
    </>
  );
}

/** A delete's answer; a beat's says whether it was removed or, having buyers, only unpublished. */
export type DeleteResult = ActionResult & { removed?: boolean };

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
  /** Runs once the api agreed, with its answer (a beat's says whether it was removed). */
  onDeleted?: (result: DeleteResult) => void;
}) {
  const fetcher = useFetcher<DeleteResult>();
  useActionFeedback(fetcher.data);
  const [asking, setAsking] = useState(false);
  const at = fetcher.data?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    if (fetcher.data?.ok) onDeleted?.(fetcher.data);
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
