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

/**
 * The box a table scrolls in when it is wider (or, with a max-height, longer) than the space it has. It is
 * in the tab order and named, so the keyboard can reach it and scroll it with the arrow keys even when the
 * table holds no link or button (WCAG 2.1.1). A group, not a region: the section around a table is often
 * a landmark of the same name already.
 *
 * @example
 * <TableBox label="Sign-ups: figures" className="ngw-table-wrap admin-chart__table"><table>…</table></TableBox>
 */
export function TableBox({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this box holds a table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is focusable so it can be scrolled.
    <div className={className} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The semantic <table> from headers and rows already worked out. */
export function TableMarkup({ caption, wrapClassName, tableClassName, headers, rows }: TableMarkupProps) {
  return (
    <TableBox label={caption} className={`ngw-table-wrap ${wrapClassName}`}>
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
    </TableBox>
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
