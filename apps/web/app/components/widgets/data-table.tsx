// One table for every list of rows (tracks, wallet operations): @tanstack/react-table keeps the column
// model declarative while the rendering is plain semantic <table> markup (a hidden caption, column
// headers with scope, one <tr> per row keyed by its id), each column's `meta.className` on its cells.
import { type ColumnDef, getCoreRowModel, type RowData, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";

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
export function renderSlot<C>(slot: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
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
    <div className={`ngw-table-wrap ${wrapClassName}`}>
      <table className={tableClassName}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.columnDef.meta?.className}>
                  {renderSlot(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowData?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                  {renderSlot(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
