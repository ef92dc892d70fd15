// The markup of every list table (tracks, wallet operations, the admin lists): a scrolling box, a
// visually hidden caption, column headers with scope, one <tr> per row keyed by its id, each column's class
// on its header and cells. PlainTable fills it from a plain list of columns, with no table library, so the
// listener pages stay light; DataTable (widgets/data-table) fills it from @tanstack/react-table for the
// creator and admin areas.
import type { AriaAttributes, ReactNode } from "react";

/** Attributes of a row's <tr>: `data-*` (its status, for styles and tests) and its selection. */
export type RowAttributes = Record<`data-${string}`, string> & Pick<AriaAttributes, "aria-selected">;

export interface TableHeader {
  id: string;
  className?: string | undefined;
  /** aria-sort of the header (none: the column does not sort). */
  sort?: AriaAttributes["aria-sort"];
  content: ReactNode;
}

export interface TableCell {
  id: string;
  className?: string | undefined;
  content: ReactNode;
}

export interface TableRow {
  id: string;
  attributes?: RowAttributes | undefined;
  cells: readonly TableCell[];
}

export interface TableFrameProps {
  /** Visually hidden caption naming the list for screen readers. */
  caption: string;
  /** Class of the scrolling wrapper and of the table (each area styles its own). */
  wrapClassName: string;
  tableClassName: string;
}

export interface TableMarkupProps extends TableFrameProps {
  /** Header rows (one per header group; plain tables have one). */
  headers: readonly { id: string; cells: readonly TableHeader[] }[];
  rows: readonly TableRow[];
}

/** The semantic <table> from headers and rows already worked out. */
export function TableMarkup({ caption, wrapClassName, tableClassName, headers, rows }: TableMarkupProps) {
  return (
    // A table wider than its box scrolls inside it, so the box is in the tab order, named: the keyboard
    // can reach it and scroll it with the arrow keys, links or not (WCAG 2.1.1). A group, not a region:
    // the section around a table is often a landmark of the same name already.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this box holds a table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is focusable so it can be scrolled.
    <div className={`ngw-table-wrap ${wrapClassName}`} role="group" aria-label={caption} tabIndex={0}>
      <table className={tableClassName}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {headers.map((group) => (
            <tr key={group.id}>
              {group.cells.map((header) => (
                <th key={header.id} scope="col" className={header.className} aria-sort={header.sort}>
                  {header.content}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...row.attributes}>
              {row.cells.map((cell) => (
                <td key={cell.id} className={cell.className}>
                  {cell.content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface PlainColumn<T> {
  id: string;
  header: ReactNode;
  /** Class of the column's header and cells (its width, hiding it on narrow screens). */
  className?: string;
  /**
   * The cell of one row, called as a plain function (not mounted as a component), so rebuilding the
   * columns never remounts the cells (focus would be lost mid-reorder).
   */
  cell: (row: T, index: number) => ReactNode;
}

export interface PlainTableProps<T extends { id: string }> extends TableFrameProps {
  rows: readonly T[];
  columns: readonly PlainColumn<T>[];
  /** Attributes of a row's <tr> (its status, for styles and tests). */
  rowAttributes?: ((row: T) => RowAttributes) | undefined;
}

/**
 * @example
 * <PlainTable rows={tracks} columns={columns} caption="Liked songs" wrapClassName="cat-table-wrap" tableClassName="cat-table" />
 */
export function PlainTable<T extends { id: string }>({
  rows,
  columns,
  rowAttributes,
  ...frame
}: PlainTableProps<T>) {
  return (
    <TableMarkup
      {...frame}
      headers={[
        { id: "head", cells: columns.map((c) => ({ id: c.id, className: c.className, content: c.header })) },
      ]}
      rows={rows.map((row, index) => ({
        id: row.id,
        attributes: rowAttributes?.(row),
        cells: columns.map((c) => ({ id: c.id, className: c.className, content: c.cell(row, index) })),
      }))}
    />
  );
}
