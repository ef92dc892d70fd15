// One deal as its buyer reads it (`get_purchase/{id}`): its state and money, the demo, the writers with
// their splits and, once completed, what each was paid; the lyrics (whole once completed, the first lines
// before) and the contract. An approved deal can be completed here too.
import { Link } from "@remix-run/react";
import type { SongDeal } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { BID_STATUS_TEXT } from "../../../lib/songs/market-words";
import { Money } from "../../money/money";
import { TableBox } from "../../widgets/plain-table";
import { DemoButton } from "../demo-button";
import { ConfirmDeliveryButton } from "./confirm-delivery";
import { DealContractLink } from "./deal-contract-link";
import { BidStatusBadge } from "./my-bid";
import { Lyrics } from "./song-facts";

function Moment({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={iso}>{localDateTime(iso)}</time>
      </dd>
    </div>
  );
}

/** Each writer's split and, after completion, what the purchase paid them. */
export function WritersShares({ deal }: { deal: SongDeal }) {
  const paid = deal.status === "completed";
  return (
    <TableBox label="Writers" className="ngw-table-wrap song-deals-wrap">
      <table className="studio-list song-deals">
        <caption className="visually-hidden">Writers and their shares</caption>
        <thead>
          <tr>
            <th scope="col">Writer</th>
            <th scope="col">Split</th>
            {paid ? <th scope="col">Paid</th> : null}
          </tr>
        </thead>
        <tbody>
          {deal.writers.map((w) => (
            <tr key={w.user_id}>
              <th scope="row">{w.name}</th>
              <td className="studio-num">{w.split}%</td>
              {paid ? (
                <td className="studio-num">{w.paid === null ? "–" : <Money cents={w.paid} />}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

export function DealView({ deal }: { deal: SongDeal }) {
  const song = { id: deal.song.id, title: deal.song.title, writers: deal.writers, demo: deal.demo };
  return (
    <div className="song-page">
      <div className="stack">
        <p>
          <BidStatusBadge status={deal.status} /> {BID_STATUS_TEXT[deal.status]}
        </p>
        <dl className="market-facts">
          <div>
            <dt>Bid</dt>
            <dd>
              <Money cents={deal.amount} />
            </dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd>
              <Money cents={deal.fee} />
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <Money cents={deal.total} />
            </dd>
          </div>
          <Moment label="Placed" iso={deal.created_at} />
          <Moment label="Approved" iso={deal.approved_at} />
          {deal.status === "approved" ? <Moment label="Completes by itself" iso={deal.completes_at} /> : null}
          <Moment label={deal.status === "completed" ? "Completed" : "Ended"} iso={deal.ended_at} />
        </dl>
        <div className="row">
          {deal.status === "approved" ? <ConfirmDeliveryButton deal={deal} /> : null}
          <DemoButton song={song} />
          {deal.contract_url ? <DealContractLink deal={deal} className="button button--ghost" /> : null}
          <Link to={SONG_MARKET_PAGES.song(deal.song.id)} className="button button--ghost">
            The song's page
          </Link>
        </div>
        <section aria-labelledby="deal-writers-title">
          <h2 id="deal-writers-title">Writers</h2>
          <WritersShares deal={deal} />
        </section>
      </div>
      <section aria-labelledby="deal-lyrics-title">
        <h2 id="deal-lyrics-title">{deal.lyrics_truncated ? "Lyrics (first lines)" : "Lyrics"}</h2>
        <Lyrics lyrics={deal.lyrics} truncated={deal.lyrics_truncated} />
      </section>
    </div>
  );
}
