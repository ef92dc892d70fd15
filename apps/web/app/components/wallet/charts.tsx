// The summary's 30-day balance line and monthly in/out bars as small inline SVGs (no chart library). Each
// is an image with a title and a description for screen readers, and its figures are also a table.
import { useId } from "react";
import type { WalletSummary } from "../../lib/api/contract";
import { groupedBars, linePath, linePoints } from "../../lib/wallet/chart";
import { Money } from "../money/money";
import { FiguresTable } from "../widgets/figures-table";

/** Both charts draw in the same box (the SVG scales it to the card). */
const BOX = { width: 600, height: 160, pad: 12 };

function shortDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
}

function monthName(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
}

/** A chart's figures as a table behind "Show the figures": a row header, then one amount per column. */
function AmountFigures({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The header of the row headers' column first, then the value columns'. */
  columns: readonly string[];
  rows: readonly { key: string; label: string; cents: readonly number[] }[];
}) {
  return (
    <details className="wallet-chart__data">
      <summary>Show the figures</summary>
      <FiguresTable
        caption={caption}
        columns={columns}
        rows={rows.map(({ key, label, cents }) => ({
          key,
          label,
          values: cents.map((c, i) => <Money key={columns[i + 1]} cents={c} />),
        }))}
        boxClassName="ngw-table-wrap wallet-table-wrap"
        tableClassName="wallet-table"
      />
    </details>
  );
}

/** End-of-day balance for the last 30 days. */
export function BalanceChart({ series }: { series: WalletSummary["balance_series"] }) {
  const id = useId();
  const points = linePoints(
    series.map((p) => ({ label: p.date, value: p.balance })),
    BOX,
  );
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <figure className="card wallet-chart">
      <figcaption id={`${id}-title`}>
        <h2>Balance, last 30 days</h2>
      </figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
        className="wallet-chart__svg"
        preserveAspectRatio="none"
      >
        <title id={`${id}-svg-title`}>Balance over the last 30 days</title>
        <desc id={`${id}-svg-desc`}>
          {first && last
            ? `From ${shortDate(first.date)} to ${shortDate(last.date)}; the figures are in the table below.`
            : "No balance history yet."}
        </desc>
        <line
          className="wallet-chart__axis"
          x1={BOX.pad}
          x2={BOX.width - BOX.pad}
          y1={BOX.height - BOX.pad}
          y2={BOX.height - BOX.pad}
        />
        {points.length > 0 ? <path className="wallet-chart__line" d={linePath(points)} /> : null}
      </svg>
      <AmountFigures
        caption="End-of-day balance"
        columns={["Day", "Balance"]}
        rows={series.map((p) => ({
          key: p.date,
          label: shortDate(p.date),
          cents: [p.balance],
        }))}
      />
    </figure>
  );
}

/** Money in and out for each of the last 12 months. */
export function MonthBars({ months }: { months: WalletSummary["months"] }) {
  const id = useId();
  const bars = groupedBars(
    months.map((m) => ({ values: [m.money_in, m.money_out] })),
    BOX,
  );
  return (
    <figure className="card wallet-chart">
      <figcaption>
        <h2>Money in and out by month</h2>
        <span className="wallet-legend">
          <span className="wallet-legend__in" aria-hidden="true" /> In
          <span className="wallet-legend__out" aria-hidden="true" /> Out
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="wallet-chart__svg"
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>Money in and out per month, last 12 months</title>
        <desc id={`${id}-desc`}>
          Paired bars per month: money in, then money out. The figures are in the table below.
        </desc>
        {bars.flatMap((group, i) =>
          group.map((bar, j) => (
            <rect
              key={`${months[i]?.month}-${j === 0 ? "in" : "out"}`}
              className={j === 0 ? "wallet-chart__in" : "wallet-chart__out"}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            />
          )),
        )}
      </svg>
      <AmountFigures
        caption="Money in and out per month"
        columns={["Month", "In", "Out", "Fees"]}
        rows={months.map((m) => ({
          key: m.month,
          label: monthName(m.month),
          cents: [m.money_in, m.money_out, m.fees],
        }))}
      />
    </figure>
  );
}
