// A song's "for sale" switch and its delete, from the manager's rows and the song page. They post
// `{ intent, id, … }` to the route's action (lib/songs/writer-songs.server); the answers toast in the
// api's words, a 409 (a deal approved, sold) included. Taking a song off sale declines its pending bids,
// so that is asked first; offering it sends it to review, which the switch's note says.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { WrittenSong } from "../../../lib/api/contract";
import type { ActionResult } from "../../../lib/api/failure";
import { useActionFeedback } from "../../../lib/use-action-feedback";
import { ConfirmedDelete, type DeleteResult } from "../../studio/row-actions";
import { ConfirmDialog } from "../../widgets/dialog";

type SongRow = Pick<WrittenSong, "id" | "title" | "status" | "pending_bids" | "is_owner" | "sold_at">;

const bids = (n: number) => (n === 1 ? "1 pending bid" : `${n} pending bids`);

/**
 * A switch (role="switch") for offering the song for sale (1, reviewed first) or taking it off (0). It
 * shows the asked-for state while the request is under way and the stored one once the api answered.
 */
export function SaleSwitch({ song, action }: { song: SongRow; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const [asking, setAsking] = useState(false);
  const pending = fetcher.formData?.get("status");
  const on = pending !== undefined && pending !== null ? pending === "1" : song.status === 1;
  const send = (status: "0" | "1") =>
    fetcher.submit({ intent: "status", id: song.id, status }, { method: "post", action });
  if (!song.is_owner || song.sold_at)
    return <span className="studio-muted">{on ? "For sale" : "Not for sale"}</span>;
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`For sale: ${song.title}`}
        className="studio-switch"
        disabled={fetcher.state !== "idle"}
        onClick={() => (on && song.pending_bids > 0 ? setAsking(true) : send(on ? "0" : "1"))}
      >
        <span className="studio-switch__track" aria-hidden="true">
          <span className="studio-switch__thumb" />
        </span>
        <span className="studio-switch__text">{on ? "For sale" : "Not for sale"}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={`Take “${song.title}” off sale?`}
        message={`Its ${bids(song.pending_bids)} will be declined and the bidders' holds released.`}
        confirmLabel="Take off sale"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          send("0");
        }}
      />
    </>
  );
}

/** Deleting a song declines its pending bids; the api refuses (409) while a deal is approved or once sold. */
export function DeleteSongButton({
  song,
  action,
  onDeleted,
}: {
  song: SongRow;
  action: string;
  onDeleted?: (result: DeleteResult) => void;
}) {
  if (!song.is_owner) return null;
  const declined = song.pending_bids > 0 ? ` Its ${bids(song.pending_bids)} will be declined.` : "";
  return (
    <ConfirmedDelete
      item={song}
      action={action}
      question={`Delete “${song.title}”?`}
      consequence={`The song leaves your list and the market; this cannot be undone.${declined} A song with an approved bid or sold cannot be deleted.`}
      confirmLabel="Delete song"
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
