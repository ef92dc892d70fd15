// Bids on the writer's songs (`my_sales`): the song, the bidder, the amount in the viewer's currency,
// its state, when it was placed and when it expires or ended, and a link to the deal's page where it is
// approved, declined or cancelled. Rendered by the shared DataTable; narrow screens hide the dates.
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { SongBid } from "../../../lib/api/contract";
import { localDateTime } from "../../../lib/local-time";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { Money } from "../../money/money";
import { DataTable } from "../../widgets/data-table";
import { BidBadge } from "./song-badges";

/** When a bid ends: its expiry while pending, completion while approved, else when it ended. */
function endsText(bid: SongBid): string {
  if (bid.status === "pending") return `Expires ${localDateTime(bid.expires_at)}`;
  if (bid.status === "approved" && bid.completes_at) return `Completes ${localDateTime(bid.completes_at)}`;
  return bid.ended_at ? `Ended ${localDateTime(bid.ended_at)}` : "–";
}

export function BidsTable({
  bids,
  caption,
  showSong = true,
}: {
  bids: readonly SongBid[];
  caption: string;
  /** The song's column (the song page's own bids leave it out). */
  showSong?: boolean;
}) {
  const columns = useMemo<ColumnDef<SongBid>[]>(
    () => [
      ...(showSong
        ? [
            {
              id: "song",
              header: "Song",
              cell: ({ row }) => (
                <Link
                  to={SONGS_PAGES.request(row.original.id)}
                  className="studio-title-link"
                  prefetch="intent"
                >
                  {row.original.song.title}
                </Link>
              ),
            } satisfies ColumnDef<SongBid>,
          ]
        : []),
      { id: "bidder", header: "Bidder", cell: ({ row }) => row.original.bidder.name },
      {
        id: "amount",
        header: "Amount",
        meta: { className: "studio-num" },
        cell: ({ row }) => (
          <span>
            <Money cents={row.original.amount} />
            {row.original.buy_now ? <span className="studio-muted"> (asking price)</span> : null}
          </span>
        ),
      },
      { id: "status", header: "State", cell: ({ row }) => <BidBadge status={row.original.status} /> },
      {
        id: "placed",
        header: "Placed",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => localDateTime(row.original.created_at),
      },
      {
        id: "ends",
        header: "Ends",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => endsText(row.original),
      },
      {
        id: "open",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <Link
            to={SONGS_PAGES.request(row.original.id)}
            className="button button--ghost"
            aria-label={`Open the bid of ${row.original.bidder.name} on ${row.original.song.title}`}
          >
            {row.original.status === "pending" ? "Review" : "Open"}
          </Link>
        ),
      },
    ],
    [showSong],
  );
  return (
    <DataTable
      rows={bids}
      columns={columns}
      caption={caption}
      wrapClassName="studio-table-wrap studio-list-wrap songs-table-wrap"
      tableClassName="studio-table studio-list"
      rowData={(bid) => ({ "data-bid": bid.id, "data-status": bid.status })}
    />
  );
}
