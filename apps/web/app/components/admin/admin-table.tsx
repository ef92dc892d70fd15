// Every admin list: a server-driven @tanstack/react-table (manual pagination, sorting and filtering; the
// api pages, sorts and filters) whose state is the URL (lib/admin/table-state), drawn by the widgets'
// TableView. Sortable headers are buttons under a `th[aria-sort]`, rows can be selected and activated or
// deactivated together (./admin-selection), and the page's loading, empty and error states are part of it.
import { Link, useNavigate } from "@remix-run/react";
import {
  type ColumnDef,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from "@tanstack/react-table";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import {
  ariaSort,
  isFiltered,
  nextSort,
  type TableSpec,
  type TableState,
  tableSearch,
} from "../../lib/admin/table-state";
import type { Page } from "../../lib/api/contract";
import { StatusSwitch } from "../studio/row-actions";
import { TableView } from "../widgets/data-table";
import { PageLink } from "../widgets/page-link";
import { PaginationBar } from "../widgets/pagination-bar";
import { EmptyState, LoadingRegion } from "../widgets/states";
import { BulkBar, selectColumn } from "./admin-selection";

/** What every admin row has. */
export interface AdminRow {
  id: string;
}

export interface AdminTableProps<T extends AdminRow> {
  /** The api's page (rows and paging figures); null with `error`. */
  page: Page<T> | null;
  /** Memoised by the caller. A column whose id is one of `spec.sorts` gets a sort button. */
  columns: ColumnDef<T>[];
  state: TableState;
  spec: TableSpec;
  /** The page's path: sort and page links go to it and the row actions post to its action. */
  path: string;
  /** Names the table (its caption) and the rows in messages: "Genres" → "No genres yet". */
  noun: { one: string; many: string };
  /** A row's name for its checkbox and switch ("Select Afrobeat"). */
  rowLabel: (row: T) => string;
  /**
   * Row selection with bulk Activate/Deactivate: the action receives
   * `{ intent: "bulk-status", ids: "id1,id2", status: "1" | "0" }`.
   */
  bulkStatus?: boolean;
  /**
   * Row selection with the list's own bulk actions instead of Activate/Deactivate (the tracks for sale's
   * bulk approve): drawn above the table with the selected ids and a way to clear them.
   */
  bulk?: (selection: { ids: readonly string[]; clear: () => void }) => ReactNode;
  /** Which rows can be selected (default all); the others' checkboxes are disabled. */
  canSelect?: (row: T) => boolean;
  /** What to say (and offer) when the list is empty without filters. */
  empty?: ReactNode;
  /** The empty list's title without filters; default "No <many> yet". */
  emptyTitle?: string;
  /** Why the list could not be read (the api's message): shown in place of the table. */
  error?: string | null;
  /** `data-*` attributes of a row's <tr>. */
  rowData?: (row: T) => Record<`data-${string}`, string>;
}

/**
 * A column with the row's status switch (spec §4: 1 active, 0 inactive), posting
 * `{ intent: "status", id, status }` to `path`.
 *
 * @example statusColumn<Genre>(ADMIN_PAGES.genres, (g) => g.title)
 */
export function statusColumn<T extends AdminRow & { status: number }>(
  path: string,
  label: (row: T) => string,
): ColumnDef<T> {
  return {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusSwitch
        item={{ id: row.original.id, title: label(row.original) }}
        status={row.original.status}
        action={path}
      />
    ),
  };
}

/**
 * @example
 * const spec: TableSpec = { sorts: ["title", "created_at", "status"] };
 * const state = readTableState(new URL(request.url).searchParams, spec); // in the loader
 * <AdminTable page={page} columns={columns} state={state} spec={spec} path="/admin/genres"
 *   noun={{ one: "genre", many: "genres" }} rowLabel={(g) => g.title} bulkStatus />
 */
export function AdminTable<T extends AdminRow>(props: AdminTableProps<T>) {
  const { page, state, spec, path, noun, error } = props;
  if (error || !page) {
    return (
      <div className="card admin-error" role="alert">
        <h2>{`The ${noun.many} could not be loaded`}</h2>
        <p>{error ?? "The music service could not answer."}</p>
        <Link className="button button--ghost" to={`${path}${tableSearch(state, spec)}`} reloadDocument>
          Try again
        </Link>
      </div>
    );
  }
  if (page.total === 0 || page.data.length === 0) {
    return (
      <LoadingRegion>
        {isFiltered(state) ? (
          <EmptyState title={`No ${noun.many} match these filters`}>
            <p>Try other filters, or clear them to see every {noun.one}.</p>
            <Link
              to={`${path}${tableSearch(state, spec, { q: "", status: "", filters: clearFilters(state) })}`}
              className="button button--ghost"
            >
              Clear filters
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={props.emptyTitle ?? `No ${noun.many} yet`}>{props.empty}</EmptyState>
        )}
      </LoadingRegion>
    );
  }
  return <Rows {...props} page={page} />;
}

const clearFilters = (state: TableState) =>
  Object.fromEntries(Object.keys(state.filters).map((key) => [key, ""]));

function Rows<T extends AdminRow>({
  page,
  columns,
  state,
  spec,
  path,
  noun,
  rowLabel,
  bulkStatus = false,
  bulk,
  canSelect,
  rowData,
}: AdminTableProps<T> & { page: Page<T> }) {
  const navigate = useNavigate();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // A new set of rows (another page, a filter) starts with nothing selected.
  const ids = page.data.map((row) => row.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' ids are the trigger.
  useEffect(() => setRowSelection({}), [ids]);

  const selectable = bulkStatus || bulk !== undefined;
  const allColumns = useMemo<ColumnDef<T>[]>(
    () => (selectable ? [selectColumn<T>(noun.one, rowLabel), ...columns] : columns),
    [selectable, columns, noun.one, rowLabel],
  );
  const table = useReactTable({
    data: page.data,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: page.last_page,
    enableRowSelection: selectable && canSelect ? (row) => canSelect(row.original) : selectable,
    state: {
      rowSelection,
      sorting: state.sort ? [{ id: state.sort, desc: state.direction === "desc" }] : [],
      pagination: { pageIndex: page.current_page - 1, pageSize: state.perPage },
    },
    onRowSelectionChange: setRowSelection,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original.id);

  return (
    <div className="stack stack--wide admin-table">
      {bulk ? (
        bulk({ ids: selected, clear: () => setRowSelection({}) })
      ) : bulkStatus ? (
        <BulkBar ids={selected} path={path} noun={noun} onDone={() => setRowSelection({})} />
      ) : null}
      <LoadingRegion>
        <TableView
          table={table}
          caption={`${capitalise(noun.many)}, page ${page.current_page} of ${page.last_page}`}
          wrapClassName="admin-table__wrap"
          tableClassName="admin-grid"
          ariaSort={(id) => (spec.sorts.includes(id) ? ariaSort(state, id) : undefined)}
          headerCell={(id, label) =>
            spec.sorts.includes(id) ? (
              <button
                type="button"
                className="admin-sort"
                data-sort={id}
                onClick={() =>
                  navigate(`${path}${tableSearch(state, spec, nextSort(state, id))}`, {
                    preventScrollReset: true,
                  })
                }
              >
                {label}
                <span className="admin-sort__arrow" aria-hidden="true">
                  {SORT_ARROW[ariaSort(state, id)]}
                </span>
              </button>
            ) : (
              label
            )
          }
          rowProps={(row) => ({
            "data-row-id": row.id,
            "aria-selected": selectable ? row.getIsSelected() : undefined,
            ...rowData?.(row.original),
          })}
        />
        <PaginationBar
          meta={page}
          label={`${capitalise(noun.many)} pages`}
          getPageHref={(p) => `${path}${tableSearch(state, spec, { page: p })}`}
          LinkComponent={PageLink}
        />
      </LoadingRegion>
    </div>
  );
}

const SORT_ARROW = { ascending: "▲", descending: "▼", none: "↕" } as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
