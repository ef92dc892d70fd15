// A track's processing state (uploading → processing → ready, or failed with the reason), said in words
// and colour so it reads the same in both themes and to screen readers.
import type { ProcessingState } from "../../lib/api/contract";

const LABELS: Record<ProcessingState, string> = {
  uploading: "Uploading",
  processing: "Processing",
  ready: "Ready",
  failed: "Failed",
};

export function ProcessingBadge({ state, error }: { state: ProcessingState; error?: string | null }) {
  const tone =
    state === "ready" ? " badge--ok" : state === "failed" ? " studio-badge--failed" : " badge--warn";
  return (
    <span
      className={`badge${tone}`}
      data-processing={state}
      title={state === "failed" && error ? error : undefined}
    >
      {LABELS[state]}
      {state === "failed" && error ? <span className="visually-hidden">{`: ${error}`}</span> : null}
    </span>
  );
}
