// The beats manager's list: title (to the beat's page), BPM, key, genre, lowest price in the viewer's
// currency, the published and featured switches, the listing's review, sales, edit and delete. Rendered
// by the shared DataTable; narrow screens hide BPM, key, genre and sales (the title cell repeats them).
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { ProducerBeat } from "../../lib/api/contract";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { Money } from "../money/money";
import { DataTable } from "../widgets/data-table";
import { DeleteBeatButton, FeatureSwitch, PublishSwitch } from "./beat-actions";
import { ListingBadge } from "./listing-badge";

export function BeatsTable({ beats, action }: { beats: readonly ProducerBeat[]; action: string }) {
  const columns = useMemo<ColumnDef<ProducerBeat>[]>(
    () => [
      {
        id: "title",
        header: "Title",
        cell: ({ row }) => (
          <div>
            <Link to={BEATS_PAGES.beat(row.original.id)} className="studio-title-link" prefetch="intent">
              {row.original.title}
            </Link>
            <span className="studio-muted beat-sub">{`${row.original.bpm} BPM · ${row.original.key}`}</span>
          </div>
        ),
      },
      {
        id: "bpm",
        header: "BPM",
        meta: { className: "studio-col-narrow studio-num" },
        cell: ({ row }) => row.original.bpm,
      },
      {
        id: "key",
        header: "Key",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => row.original.key,
      },
      {
        id: "genre",
        header: "Genre",
        meta: { className: "studio-col-narrow" },
        cell: ({ row }) => row.original.genre?.title ?? "–",
      },
      {
        id: "price",
        header: "From",
        meta: { className: "studio-num" },
        cell: ({ row }) => <Money cents={row.original.lowest_price_cents} />,
      },
      {
        id: "published",
        header: "Published",
        cell: ({ row }) => <PublishSwitch beat={row.original} action={action} />,
      },
      {
        id: "featured",
        header: "Featured",
        cell: ({ row }) => <FeatureSwitch beat={row.original} action={action} />,
      },
      {
        id: "listing",
        header: "Listing",
        cell: ({ row }) => <ListingBadge beat={row.original} />,
      },
      {
        id: "sales",
        header: "Sales",
        meta: { className: "studio-col-narrow studio-num" },
        cell: ({ row }) => row.original.sales.toLocaleString("en-US"),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <div className="row studio-row-actions">
            <Link
              to={BEATS_PAGES.beat(row.original.id)}
              className="button button--ghost"
              aria-label={`Edit ${row.original.title}`}
            >
              Edit
            </Link>
            <DeleteBeatButton beat={row.original} action={action} />
          </div>
        ),
      },
    ],
    [action],
  );
  return (
    <DataTable
      rows={beats}
      columns={columns}
      caption="Your beats"
      wrapClassName="studio-table-wrap studio-list-wrap beats-table-wrap"
      tableClassName="studio-table studio-list beats-table"
      rowData={(beat) => ({
        "data-beat-id": beat.id,
        "data-published": String(beat.is_published),
        "data-featured": String(beat.is_featured),
      })}
    />
  );
}
