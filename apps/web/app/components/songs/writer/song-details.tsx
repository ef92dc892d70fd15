// One song's facts on its page: language, genre, mood, prices in the viewer's currency, the listing and
// the buyer once sold; its lyrics as written; its writers with their splits and consent, and the reasons
// it cannot be sold yet (`rights.reasons`).
import type { ReactNode } from "react";
import type { SongRights, WrittenSong } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { Money } from "../../money/money";
import { PlainTable } from "../../widgets/plain-table";
import { ConsentBadge, ListingBadge, RightsBadge } from "./song-badges";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="studio-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SongFacts({ song }: { song: WrittenSong }) {
  return (
    <div className="stack">
      <dl className="studio-facts">
        <Fact term="Language">{song.language}</Fact>
        <Fact term="Genre">{song.genre?.title ?? "–"}</Fact>
        <Fact term="Mood">{song.mood?.title ?? "–"}</Fact>
        <Fact term="Minimum bid">
          <Money cents={song.min_bid} />
        </Fact>
        <Fact term="Asking price">
          {song.asking_price === 0 ? "Offers only" : <Money cents={song.asking_price} />}
        </Fact>
        <Fact term="Pending bids">{song.pending_bids.toLocaleString("en-US")}</Fact>
        <Fact term="Highest bid">{song.highest_bid === null ? "–" : <Money cents={song.highest_bid} />}</Fact>
        <Fact term="Rights">
          <RightsBadge rights={song.rights} />
        </Fact>
        {song.buyer ? <Fact term="Bought by">{song.buyer.name}</Fact> : null}
        {song.sold_at ? <Fact term="Sold">{localDateTime(song.sold_at)}</Fact> : null}
      </dl>
      <ListingBadge song={song} detail />
      {song.description ? <p>{song.description}</p> : null}
    </div>
  );
}

export function Lyrics({ text, truncated = false }: { text: string; truncated?: boolean }) {
  return (
    <div className="card stack">
      <pre className="song-lyrics">{text}</pre>
      {truncated ? <p className="studio-muted">The first lines only.</p> : null}
    </div>
  );
}

type Writer = SongRights["writers"][number];

/** The writers with their splits and answers, and why the song cannot be sold yet. */
export function WritersTable({ rights }: { rights: SongRights }) {
  return (
    <div className="stack">
      <PlainTable<Writer & { id: string }>
        rows={rights.writers.map((w) => ({ ...w, id: w.user_id }))}
        caption="Writers, their splits and consent"
        wrapClassName="studio-table-wrap"
        tableClassName="studio-table"
        rowAttributes={(w) => ({ "data-writer": w.user_id, "data-consent": w.consent })}
        columns={[
          { id: "name", header: "Writer", cell: (w) => (w.is_owner ? `${w.name} (owner)` : w.name) },
          { id: "split", header: "Split", className: "studio-num", cell: (w) => `${w.split}%` },
          { id: "consent", header: "Consent", cell: (w) => <ConsentBadge consent={w.consent} /> },
          {
            id: "answered",
            header: "Answered",
            className: "studio-col-narrow",
            cell: (w) => (w.responded_at ? localDateTime(w.responded_at) : "–"),
          },
        ]}
      />
      {rights.clear ? (
        <p className="studio-muted">Every writer has accepted their split.</p>
      ) : (
        <ul className="song-reasons" aria-label="Why the song cannot be sold yet">
          {rights.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
