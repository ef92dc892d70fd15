// Every chart says its figures in a table too (the wallet's, the admin dashboard's, the studio's): one row
// per day or bar, its label as the row header, one cell per series, in the keyboard-reachable box long and
// wide tables scroll in (TableBox).
import type { ReactNode } from "react";
import { TableBox } from "./plain-table";

export interface FiguresRow {
  key: string;
  /** The row header: the day or the bar's name. */
  label: string;
  /** One cell per value column, already formatted (a count, an amount). */
  values: readonly ReactNode[];
}

export interface FiguresTableProps {
  caption: string;
  /** The row headers' column first, then one per series. */
  columns: readonly string[];
  rows: readonly FiguresRow[];
  boxClassName: string;
  tableClassName: string;
  /** Class of the value cells (alignment of figures). */
  cellClassName?: string;
  /** Show the caption above the table; by default only screen readers get it. */
  showCaption?: boolean;
}

/**
 * @example
 * <FiguresTable caption="Sign-ups: figures per day" columns={["Day", "Sign-ups"]}
 *   rows={[{ key: "2026-11-01", label: "Nov 1", values: ["12"] }]} boxClassName="ngw-table-wrap" tableClassName="admin-grid" />
 */
export function FiguresTable({
  caption,
  columns,
  rows,
  boxClassName,
  tableClassName,
  cellClassName,
  showCaption = false,
}: FiguresTableProps) {
  return (
    <TableBox label={caption} className={boxClassName}>
      <table className={tableClassName}>
        <caption className={showCaption ? undefined : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={columns[i + 1] ?? i} className={cellClassName}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
