// The admin's tracks for sale (issue #34, spec §3/§7 Admin `tracks-for-sale`): the market's moderation
// queue. It opens on the listings waiting for a decision; filters (approval, seller, title, status) and
// paging live in the URL like every admin list, each row is approved, rejected with a reason, taken down
// or put back, edited or deleted in place, and the selected rows can be approved together.
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { ADMIN_PAGES } from "../../../lib/admin/paths";
import type { TablePage } from "../../../lib/admin/table-state";
import {
  APPROVAL_FILTER,
  canApprove,
  isPendingView,
  QUEUE_TABLE,
} from "../../../lib/admin/tracks-for-sale/queue";
import type { TrackForSale } from "../../../lib/api/contract";
import { PageHead } from "../../widgets/page-head";
import { AdminFilters, FilterSelect, STATUS_FILTER } from "../admin-filters";
import { AdminTable } from "../admin-table";
import { ApproveBar } from "./bulk-approve";
import { queueColumns } from "./queue-columns";

const PATH = ADMIN_PAGES.tracksForSale;
const NOUN = { one: "listing", many: "listings" };
const rowLabel = (row: TrackForSale) => row.title;

/** The seller filter takes their id; the rows' "Only theirs" links fill it in. */
function SellerFilter({ value }: { value: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Seller ID</label>
      <input id={id} name="seller_id" defaultValue={value} maxLength={64} autoComplete="off" />
    </div>
  );
}

export function TracksForSaleQueue({ state, page, error }: TablePage<TrackForSale>) {
  const columns = useMemo<ColumnDef<TrackForSale>[]>(() => queueColumns(PATH, state, QUEUE_TABLE), [state]);
  const pending = isPendingView(state);
  return (
    <div className="stack stack--wide">
      <PageHead
        title="Tracks for sale"
        text="Listings on the beat market: approve them, or reject them with a reason the seller reads."
      />
      <AdminFilters
        state={state}
        spec={QUEUE_TABLE}
        path={PATH}
        label="Filter listings"
        searchLabel="Search titles"
        statuses={STATUS_FILTER}
      >
        <FilterSelect
          name="approval"
          label="Approval"
          value={state.filters.approval ?? ""}
          all="Pending"
          options={APPROVAL_FILTER}
        />
        <SellerFilter value={state.filters.seller_id ?? ""} />
      </AdminFilters>
      <AdminTable
        page={page}
        error={error}
        columns={columns}
        state={state}
        spec={QUEUE_TABLE}
        path={PATH}
        noun={NOUN}
        rowLabel={rowLabel}
        canSelect={canApprove}
        // Nothing in the approved view can be approved again, so it has no selection at all.
        bulk={
          state.filters.approval === "approved"
            ? undefined
            : ({ ids, clear }) => <ApproveBar ids={ids} path={PATH} clear={clear} />
        }
        emptyTitle={pending ? "No listings waiting" : undefined}
        empty={
          pending ? <p>Every listing has been reviewed. New ones appear here as sellers list them.</p> : null
        }
        rowData={(row) => ({ "data-approval": row.approval, "data-status": String(row.status) })}
      />
    </div>
  );
}
