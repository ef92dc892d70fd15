// The buyer's own bid on a song's page: its state in words, the amount and what the wallet holds, and
// what can be done now: change or withdraw a pending bid, confirm delivery of an approved deal, read the
// full lyrics and the contract of a completed one.
import { Link } from "@remix-run/react";
import type { MarketSongDetail, SongBid } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { BID_STATUS_LABELS, BID_STATUS_TEXT } from "../../../lib/songs/market-words";
import { Money } from "../../money/money";
import { TermsHint } from "./bid-form";
import { ChangeBidButton, WithdrawBidButton } from "./change-bid";
import { ConfirmDeliveryButton } from "./confirm-delivery";

/** A bid's state as a badge: the open ones stand out. */
export function BidStatusBadge({ status }: { status: SongBid["status"] }) {
  const tone =
    status === "completed" || status === "approved"
      ? " badge--ok"
      : status === "pending"
        ? " badge--warn"
        : "";
  return <span className={`badge${tone}`}>{BID_STATUS_LABELS[status]}</span>;
}

export function MyBid({ song, bid }: { song: MarketSongDetail; bid: SongBid }) {
  const open = bid.status === "pending" || bid.status === "approved";
  return (
    <section className="card stack song-my-bid" aria-labelledby="song-my-bid-title" data-bid={bid.id}>
      <h2 id="song-my-bid-title" tabIndex={-1} data-market-focus>
        Your bid <BidStatusBadge status={bid.status} />
      </h2>
      <p>{BID_STATUS_TEXT[bid.status]}</p>
      <dl className="market-facts">
        <div>
          <dt>Bid</dt>
          <dd>
            <Money cents={bid.amount} />
          </dd>
        </div>
        <div>
          <dt>{open ? "Held on your wallet" : bid.status === "completed" ? "Paid" : "Was held"}</dt>
          <dd>
            <Money cents={bid.total} />
          </dd>
        </div>
        {bid.status === "pending" ? (
          <div>
            <dt>Expires</dt>
            <dd>
              <time dateTime={bid.expires_at}>{localDateTime(bid.expires_at)}</time>
            </dd>
          </div>
        ) : null}
        {bid.status === "approved" && bid.completes_at ? (
          <div>
            <dt>Completes by itself</dt>
            <dd>
              <time dateTime={bid.completes_at}>{localDateTime(bid.completes_at)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="row">
        {bid.status === "pending" ? (
          <>
            <ChangeBidButton
              bid={bid}
              terms={{
                min_bid: song.min_bid,
                asking_price: song.asking_price,
                hint: <TermsHint song={song} />,
              }}
            />
            <WithdrawBidButton bid={bid} />
          </>
        ) : null}
        {bid.status === "approved" ? <ConfirmDeliveryButton deal={bid} /> : null}
        <Link to={SONG_MARKET_PAGES.deal(bid.id)} className="button button--ghost">
          {bid.status === "completed" ? "Full lyrics and contract" : "See the deal"}
        </Link>
      </div>
    </section>
  );
}
