// The tables of the creator and admin areas (the studio and admin lists):
// @tanstack/react-table keeps their column model declarative, and the rendering is the shared TableMarkup
// (widgets/plain-table), each column's `meta.className` on its cells. DataTable builds a plain table; a list
// with more state (the admin lists' selection and server-side sorting) builds its own and renders it with
// TableView. Listener pages use PlainTable instead, so they never load the table library.
import {
  type ColumnDef,
  getCoreRowModel,
  type Row,
  type RowData,
  type Table,
  useReactTable,
} from "@tanstack/react-table";
import type { AriaAttributes, ReactNode } from "react";
import { type RowAttributes, TableMarkup } from "./plain-table";

export type { RowAttributes } from "./plain-table";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's header and cells (its width, hiding it on narrow screens). */
    className?: string;
  }
}

/**
 * Calls a column's header/cell renderer as a plain function. flexRender would mount it as a component, and
 * since the column definitions are rebuilt when their inputs change, every cell would get a new component
 * type and be remounted (losing focus mid-reorder and detaching buttons under the pointer).
 */
function renderSlot<C>(slot: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof slot === "function" ? slot(context) : (slot ?? null);
}

export interface DataTableProps<T extends { id: string }> {
  rows: readonly T[];
  /** Memoised by the caller: a new array rebuilds every cell. */
  columns: ColumnDef<T>[];
  /** Visually hidden caption naming the list for screen readers. */
  caption: string;
  /** Class of the scrolling wrapper and of the table (each area styles its own). */
  wrapClassName: string;
  tableClassName: string;
  /** `data-*` attributes of a row's <tr> (its status, for styles and tests). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
}

export interface TableViewProps<T> {
  table: Table<T>;
  caption: string;
  wrapClassName: string;
  tableClassName: string;
  rowProps?: (row: Row<T>) => RowAttributes;
  /** A column header's aria-sort (none: the column does not sort). */
  ariaSort?: (columnId: string) => AriaAttributes["aria-sort"];
  /** A column header's content given the column's own header (default: that header). */
  headerCell?: (columnId: string, header: ReactNode) => ReactNode;
}

/** The markup of a table built with useReactTable. */
export function TableView<T>({
  table,
  caption,
  wrapClassName,
  tableClassName,
  rowProps,
  ariaSort,
  headerCell,
}: TableViewProps<T>) {
  return (
    <TableMarkup
      caption={caption}
      wrapClassName={wrapClassName}
      tableClassName={tableClassName}
      headers={table.getHeaderGroups().map((group) => ({
        id: group.id,
        cells: group.headers.map((header) => {
          const label = renderSlot(header.column.columnDef.header, header.getContext());
          return {
            id: header.id,
            className: header.column.columnDef.meta?.className,
            sort: ariaSort?.(header.column.id),
            content: headerCell ? headerCell(header.column.id, label) : label,
          };
        }),
      }))}
      rows={table.getRowModel().rows.map((row) => ({
        id: row.id,
        attributes: rowProps?.(row),
        cells: row.getVisibleCells().map((cell) => ({
          id: cell.id,
          className: cell.column.columnDef.meta?.className,
          content: renderSlot(cell.column.columnDef.cell, cell.getContext()),
        })),
      }))}
    />
  );
}

/**
 * @example
 * <DataTable rows={tracks} columns={columns} caption="Liked songs" wrapClassName="cat-table-wrap" tableClassName="cat-table" />
 */
export function DataTable<T extends { id: string }>({
  rows,
  columns,
  caption,
  wrapClassName,
  tableClassName,
  rowData,
}: DataTableProps<T>) {
  const table = useReactTable({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });
  return (
    <TableView
      table={table}
      caption={caption}
      wrapClassName={wrapClassName}
      tableClassName={tableClassName}
      rowProps={rowData ? (row) => rowData(row.original) : undefined}
    />
  );
}
