// The queue's bulk bar (AdminTable's `bulk`): how many listings are selected and "Approve selected", which
// posts their ids to the page's action. The action approves each and answers with one sentence (toasted)
// and which went through; the bar keeps "2 approved, 1 failed." on screen after the toast is gone.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { type BulkApproveResult, bulkOutcomeLine } from "../../../lib/admin/tracks-for-sale/bulk";
import { useActionFeedback } from "../../../lib/use-action-feedback";

export function ApproveBar({
  ids,
  path,
  clear,
}: {
  ids: readonly string[];
  path: string;
  clear: () => void;
}) {
  const fetcher = useFetcher<BulkApproveResult>();
  useActionFeedback(fetcher.data);
  const result = fetcher.data;
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (its `at`).
  useEffect(() => {
    // Approved rows leave the pending view and failed ones are reported: either way the selection is spent.
    if (result) clear();
  }, [at]);
  const busy = fetcher.state !== "idle";
  const none = ids.length === 0;
  const outcome = result && "approved" in result ? bulkOutcomeLine(result) : null;
  return (
    <fieldset className="admin-bulk">
      <legend className="visually-hidden">Approve the selected listings</legend>
      <p className="admin-bulk__count" aria-live="polite">
        {none
          ? `Select listings to approve them together.${outcome ? ` Last bulk approve: ${outcome}` : ""}`
          : `${ids.length} ${ids.length === 1 ? "listing" : "listings"} selected`}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={none || busy}
        onClick={() =>
          fetcher.submit({ intent: "bulk-approve", ids: ids.join(",") }, { method: "post", action: path })
        }
      >
        {busy ? "Approving..." : "Approve selected"}
      </button>
    </fieldset>
  );
}
