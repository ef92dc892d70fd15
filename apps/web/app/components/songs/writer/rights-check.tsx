// "Check the rights" (`check_rights`): whether the song may be sold now, each writer's split and answer,
// and why not. Asked on demand from a deal's page (an approval refused for consent says to), shown in
// place once answered.
import { useFetcher } from "@remix-run/react";
import type { WriterResult } from "../../../lib/songs/writer-page-data";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { WritersTable } from "./song-details";

export function RightsCheck({ songId, action }: { songId: string; action: string }) {
  const fetcher = useFetcher<WriterResult>();
  useActionFeedback(fetcher.data);
  const busy = fetcher.state !== "idle";
  const rights = fetcher.data?.ok ? fetcher.data.rights : undefined;
  return (
    <div className="stack" data-rights-check>
      <div className="row">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => fetcher.submit({ intent: "rights", song_id: songId }, { method: "post", action })}
        >
          {busy ? "Checking..." : "Check the rights"}
        </button>
        <span className="studio-muted">Whether every writer has accepted their split.</span>
      </div>
      {rights ? (
        <div role="status">
          <p>
            <strong>{rights.clear ? "The rights are clear." : "The song cannot be sold yet."}</strong>
          </p>
          <WritersTable rights={rights} />
        </div>
      ) : null}
    </div>
  );
}
