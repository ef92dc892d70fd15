// The songs manager's list: title (to the song's page), the "for sale" switch, the listing's review,
// whether buyers see it, the writers' consent, pending bids and the highest in the viewer's currency, edit
// and delete. Rendered by the shared DataTable; narrow screens hide the market and bid columns (the title
// cell repeats the listing). A co-written song shows its state but only its owner changes it.
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { WrittenSong } from "../../../lib/api/contract";
import { songListing } from "../../../lib/songs/writer-messages";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { Money } from "../../money/money";
import { DataTable } from "../../widgets/data-table";
import { DeleteSongButton, SaleSwitch } from "./song-actions";
import { ListingBadge, RightsBadge } from "./song-badges";

export function SongsTable({ songs, action }: { songs: readonly WrittenSong[]; action: string }) {
  const columns = useMemo<ColumnDef<WrittenSong>[]>(
    () => [
      {
        id: "title",
        header: "Title",
        cell: ({ row }) => (
          <div>
            <Link to={SONGS_PAGES.song(row.original.id)} className="studio-title-link" prefetch="intent">
              {row.original.title}
            </Link>
            <span className="studio-muted song-sub">
              {`${songListing(row.original).label}${row.original.is_owner ? "" : " · Co-writer"}`}
            </span>
            {row.original.is_owner ? null : <span className="badge studio-col-narrow">Co-writer</span>}
          </div>
        ),
      },
      {
        id: "sale",
        header: "For sale",
        cell: ({ row }) => <SaleSwitch song={row.original} action={action} />,
      },
      {
        id: "listing",
        header: "Listing",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => <ListingBadge song={row.original} />,
      },
      {
        id: "market",
        header: "On market",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => (row.original.on_market ? "Yes" : "No"),
      },
      {
        id: "rights",
        header: "Rights",
        cell: ({ row }) => <RightsBadge rights={row.original.rights} />,
      },
      {
        id: "bids",
        header: "Pending bids",
        meta: { className: "studio-col-narrow studio-num" },
        cell: ({ row }) => row.original.pending_bids.toLocaleString("en-US"),
      },
      {
        id: "highest",
        header: "Highest bid",
        meta: { className: "studio-col-narrow studio-num" },
        cell: ({ row }) =>
          row.original.highest_bid === null ? "–" : <Money cents={row.original.highest_bid} />,
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <Link
              to={SONGS_PAGES.song(row.original.id)}
              className="button button--ghost"
              aria-label={`${row.original.is_owner ? "Edit" : "Open"} ${row.original.title}`}
            >
              {row.original.is_owner ? "Edit" : "Open"}
            </Link>
            <DeleteSongButton song={row.original} action={action} />
          </div>
        ),
      },
    ],
    [action],
  );
  return (
    <DataTable
      rows={songs}
      columns={columns}
      caption="Your songs"
      wrapClassName="studio-table-wrap studio-list-wrap songs-table-wrap"
      tableClassName="studio-table studio-list songs-table"
      rowData={(song) => ({
        "data-song-id": song.id,
        "data-status": String(song.status),
        "data-owner": String(song.is_owner),
      })}
    />
  );
}
