// The buyer's deals as tables (the shared DataTable on @tanstack/react-table), one per state:
// - My bids (pending): the bid, what the wallet holds, when it was placed and expires, change and withdraw;
// - Approved deals: what confirming will pay, when the deal completes by itself, Confirm delivery;
// - Completed deals: what was paid and when, the deal's page (full lyrics, demo, writers) and the contract.
// Narrow screens hide the dates of placing and approval (the deal's page repeats them).
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { SongBid } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { Money } from "../../money/money";
import { DataTable } from "../../widgets/data-table";
import { ChangeBidButton, WithdrawBidButton } from "./change-bid";
import { ConfirmDeliveryButton } from "./confirm-delivery";
import { DealContractLink } from "./deal-contract-link";

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{localDateTime(iso)}</time> : "–");

const songColumn: ColumnDef<SongBid> = {
  id: "song",
  header: "Song",
  cell: ({ row }) => (
    <Link to={SONG_MARKET_PAGES.song(row.original.song.id)} className="studio-title-link" prefetch="intent">
      {row.original.song.title}
    </Link>
  ),
};

/** The bid and, under it, what the wallet holds (or held) for it: amount + fee. */
const amountColumn = (header: string): ColumnDef<SongBid> => ({
  id: "amount",
  header,
  meta: { className: "studio-num" },
  cell: ({ row }) => (
    <div>
      <Money cents={row.original.total} />
      <span className="field__hint song-deals__split">
        <Money cents={row.original.amount} /> + <Money cents={row.original.fee} /> fee
      </span>
    </div>
  ),
});

function DealsTable({
  deals,
  columns,
  caption,
}: {
  deals: readonly SongBid[];
  columns: ColumnDef<SongBid>[];
  caption: string;
}) {
  return (
    <DataTable
      rows={deals}
      columns={columns}
      caption={caption}
      wrapClassName="song-deals-wrap"
      tableClassName="studio-list song-deals"
      rowData={(deal) => ({ "data-bid": deal.id, "data-status": deal.status })}
    />
  );
}

/** Pending bids, with change and withdraw (the page's MarketActions post them). */
export function PendingBidsTable({ bids }: { bids: readonly SongBid[] }) {
  const columns = useMemo<ColumnDef<SongBid>[]>(
    () => [
      songColumn,
      amountColumn("Held"),
      {
        id: "placed",
        header: "Placed",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => when(row.original.created_at),
      },
      { id: "expires", header: "Expires", cell: ({ row }) => when(row.original.expires_at) },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <ChangeBidButton bid={row.original} />
            <WithdrawBidButton bid={row.original} />
          </div>
        ),
      },
    ],
    [],
  );
  return <DealsTable deals={bids} columns={columns} caption="My bids" />;
}

/** Approved deals, with Confirm delivery (the page's MarketActions post it). */
export function ApprovedDealsTable({ deals }: { deals: readonly SongBid[] }) {
  const columns = useMemo<ColumnDef<SongBid>[]>(
    () => [
      songColumn,
      amountColumn("To pay"),
      {
        id: "approved",
        header: "Approved",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => when(row.original.approved_at),
      },
      {
        id: "completes",
        header: "Completes by itself",
        cell: ({ row }) => when(row.original.completes_at),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <ConfirmDeliveryButton deal={row.original} />
            <Link to={SONG_MARKET_PAGES.deal(row.original.id)} className="button button--ghost">
              Deal
              <span className="visually-hidden"> for {row.original.song.title}</span>
            </Link>
          </div>
        ),
      },
    ],
    [],
  );
  return <DealsTable deals={deals} columns={columns} caption="Approved deals" />;
}

/** Completed deals: the deal's page (full lyrics) and the contract, served to the buyer only. */
export function CompletedDealsTable({ deals }: { deals: readonly SongBid[] }) {
  const columns = useMemo<ColumnDef<SongBid>[]>(
    () => [
      songColumn,
      amountColumn("Paid"),
      { id: "completed", header: "Completed", cell: ({ row }) => when(row.original.ended_at) },
      {
        id: "lyrics",
        header: "Lyrics",
        cell: ({ row }) => (
          <Link to={SONG_MARKET_PAGES.deal(row.original.id)} prefetch="intent">
            Full lyrics
            <span className="visually-hidden"> of {row.original.song.title}</span>
          </Link>
        ),
      },
      {
        id: "contract",
        header: "Contract",
        cell: ({ row }) => <DealContractLink deal={row.original} />,
      },
    ],
    [],
  );
  return <DealsTable deals={deals} columns={columns} caption="Completed deals" />;
}
