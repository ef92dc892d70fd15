// A beat's listing in a word (not listed, awaiting review, approved, rejected, sold exclusively), with the
// reviewer's reason when it was rejected.
import type { ProducerBeat } from "../../lib/api/contract";
import { listingState } from "../../lib/beats/messages";

export function ListingBadge({
  beat,
  detail = false,
}: {
  beat: Pick<ProducerBeat, "approval" | "is_published" | "exclusive_sold" | "rejection_reason">;
  /** Also say what the state means (the beat page). */
  detail?: boolean;
}) {
  const state = listingState(beat);
  const tone = state.tone === "none" ? "" : ` badge--${state.tone}`;
  return (
    <div className="beat-listing">
      <span className={`badge${tone}`} data-approval={beat.approval ?? "none"}>
        {state.label}
      </span>
      {beat.approval === "rejected" && beat.rejection_reason ? (
        <span className="beat-listing__reason">{`Reason: ${beat.rejection_reason}`}</span>
      ) : null}
      {detail ? <span className="studio-muted">{state.detail}</span> : null}
    </div>
  );
}
