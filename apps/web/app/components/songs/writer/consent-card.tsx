// The credits waiting for the viewer's answer (`stats.awaiting_consent`, or the song page's own): each
// song, its owner and the viewer's split, with Accept and Decline. Declining is asked first; the owner can
// ask again by changing the writers or splits. Posts `{ intent: "consent", id, accept }` to `action`.
import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import type { WriterStats } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { ConfirmDialog } from "../../widgets/dialog";

export type Credit = WriterStats["awaiting_consent"][number];

/** One credit's answer buttons (also the song page's, for a co-writer still to answer). */
export function ConsentButtons({ credit, action }: { credit: Credit; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = (accept: boolean) =>
    fetcher.submit(
      { intent: "consent", id: credit.song_id, accept: String(accept) },
      { method: "post", action },
    );
  return (
    <div className="row">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => answer(true)}
        aria-label={`Accept your ${credit.split}% credit on ${credit.title}`}
      >
        {busy && fetcher.formData?.get("accept") === "true" ? "Accepting..." : "Accept"}
      </button>
      <button
        type="button"
        className="button button--ghost studio-danger-text"
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-label={`Decline your ${credit.split}% credit on ${credit.title}`}
      >
        {busy && fetcher.formData?.get("accept") === "false" ? "Declining..." : "Decline"}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Decline your credit on “${credit.title}”?`}
        message={`You will not be named as a writer of it nor paid your ${credit.split}% when it sells. ${credit.owner.name} can ask you again by changing the writers or splits.`}
        confirmLabel="Decline credit"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          answer(false);
        }}
      />
    </div>
  );
}

export function ConsentCard({ credits, action }: { credits: readonly Credit[]; action: string }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id} data-card="consent">
      <h2 id={id}>Credits waiting for your answer</h2>
      {credits.length === 0 ? (
        <p className="studio-muted">No co-writer credits are waiting for you.</p>
      ) : (
        <>
          <p className="studio-muted">A song is sold only once every writer has accepted their split.</p>
          <ul className="song-credits">
            {credits.map((credit) => (
              <li key={credit.song_id} className="song-credit" data-song={credit.song_id}>
                <div>
                  <strong>{credit.title}</strong>
                  <span className="studio-muted">{` by ${credit.owner.name} · your split ${credit.split}%`}</span>
                </div>
                <ConsentButtons credit={credit} action={action} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
