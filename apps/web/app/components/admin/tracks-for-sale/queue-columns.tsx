// The queue's columns: the listing (title and kind), its seller (their admin page, and a link narrowing
// the queue to them), description, price in the viewer's currency (the api stores US cents), the status
// switch (take down 0 / put back 1), approval with a rejection's reason, when it was listed and reviewed, and the row's actions.
// Secondary columns give way on narrow screens (admin-col-wide); the table box scrolls for the rest.
import { Link } from "@remix-run/react";
import type { ColumnDef } from "@tanstack/react-table";
import { ADMIN_PAGES } from "../../../lib/admin/paths";
import { type TableSpec, type TableState, tableSearch } from "../../../lib/admin/table-state";
import { approvalBadge } from "../../../lib/admin/tracks-for-sale/queue";
import type { TrackForSale } from "../../../lib/api/contract";
import { Money } from "../../money/money";
import { statusColumn } from "../admin-table";
import { shortDate } from "../lookup-columns";
import { ListingActions } from "./row-actions";

/** Listed and reviewed in one cell: a column each made the table scroll beside the sidebar at 1280 px. */
function DatesCell({ row }: { row: Pick<TrackForSale, "created_at" | "reviewed_at"> }) {
  return (
    <div>
      <span className="admin-block">
        Listed <time dateTime={row.created_at}>{shortDate(row.created_at)}</time>
      </span>
      <span className="admin-muted admin-block">
        {row.reviewed_at ? (
          <>
            Reviewed <time dateTime={row.reviewed_at}>{shortDate(row.reviewed_at)}</time>
          </>
        ) : (
          "Not reviewed yet"
        )}
      </span>
    </div>
  );
}

export function ApprovalCell({ row }: { row: Pick<TrackForSale, "approval" | "reason"> }) {
  const { label, tone } = approvalBadge(row.approval);
  return (
    <div>
      <span className={tone} data-approval={row.approval}>
        {label}
      </span>
      {row.approval === "rejected" && row.reason ? (
        <span className="admin-muted admin-block">{`Reason: ${row.reason}`}</span>
      ) : null}
    </div>
  );
}

/** Memoised by the page on the view (the seller links keep its other filters). */
export function queueColumns(path: string, state: TableState, spec: TableSpec): ColumnDef<TrackForSale>[] {
  return [
    {
      id: "title",
      header: "Listing",
      cell: ({ row }) => (
        <div>
          <span className="admin-strong">{row.original.title}</span>
          <span className="admin-muted admin-block">{row.original.kind === "beat" ? "Beat" : "Song"}</span>
        </div>
      ),
    },
    {
      id: "seller",
      header: "Seller",
      cell: ({ row }) => {
        const { user } = row.original;
        return (
          <div>
            <Link to={ADMIN_PAGES.user(user.id)}>{user.name}</Link>
            <Link
              className="admin-muted admin-block"
              to={`${path}${tableSearch(state, spec, { filters: { seller_id: user.id } })}`}
            >
              Only theirs
              {/* The name starts with the visible words (WCAG 2.5.3) and says whose. */}
              <span className="visually-hidden">{`: listings by ${user.name}`}</span>
            </Link>
          </div>
        );
      },
    },
    {
      id: "description",
      header: "Description",
      meta: { className: "admin-col-wide admin-col-text admin-tfs-description" },
      // Clamped to a few lines; the whole text is in the row's Edit dialog.
      cell: ({ row }) =>
        row.original.description ? (
          <span className="admin-clamp">{row.original.description}</span>
        ) : (
          <span className="admin-muted">None</span>
        ),
    },
    {
      id: "price",
      header: "Price from",
      meta: { className: "admin-num" },
      cell: ({ row }) => <Money cents={row.original.price} />,
    },
    statusColumn<TrackForSale>(path, (row) => row.title),
    { id: "approval", header: "Approval", cell: ({ row }) => <ApprovalCell row={row.original} /> },
    {
      id: "dates",
      header: "Dates",
      meta: { className: "admin-col-wide admin-num" },
      cell: ({ row }) => <DatesCell row={row.original} />,
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => <ListingActions row={row.original} action={path} />,
    },
  ];
}
