// The summary's 30-day balance line and monthly in/out bars as small inline SVGs (no chart library). Each
// is an image with a title and a description for screen readers, and its figures are also a table.
import { useId } from "react";
import type { WalletSummary } from "../../lib/api/contract";
import { groupedBars, linePath, linePoints } from "../../lib/wallet/chart";
import { Money } from "../money/money";

const LINE_BOX = { width: 600, height: 160, pad: 12 };
const BAR_BOX = { width: 600, height: 160, pad: 12 };

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

/** End-of-day balance for the last 30 days. */
export function BalanceChart({ series }: { series: WalletSummary["balance_series"] }) {
  const id = useId();
  const points = linePoints(
    series.map((p) => ({ label: p.date, value: p.balance })),
    LINE_BOX,
  );
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <figure className="card wallet-chart">
      <figcaption id={`${id}-title`}>
        <h2>Balance, last 30 days</h2>
      </figcaption>
      <svg
        viewBox={`0 0 ${LINE_BOX.width} ${LINE_BOX.height}`}
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
          x1={LINE_BOX.pad}
          x2={LINE_BOX.width - LINE_BOX.pad}
          y1={LINE_BOX.height - LINE_BOX.pad}
          y2={LINE_BOX.height - LINE_BOX.pad}
        />
        {points.length > 0 ? <path className="wallet-chart__line" d={linePath(points)} /> : null}
      </svg>
      <details className="wallet-chart__data">
        <summary>Show the figures</summary>
        <table className="wallet-table">
          <caption className="visually-hidden">End-of-day balance</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.date}>
                <th scope="row">{shortDate(p.date)}</th>
                <td>
                  <Money cents={p.balance} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Money in and out for each of the last 12 months. */
export function MonthBars({ months }: { months: WalletSummary["months"] }) {
  const id = useId();
  const bars = groupedBars(
    months.map((m) => ({ values: [m.money_in, m.money_out] })),
    BAR_BOX,
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
        viewBox={`0 0 ${BAR_BOX.width} ${BAR_BOX.height}`}
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
      <details className="wallet-chart__data">
        <summary>Show the figures</summary>
        <table className="wallet-table">
          <caption className="visually-hidden">Money in and out per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">In</th>
              <th scope="col">Out</th>
              <th scope="col">Fees</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                <td>
                  <Money cents={m.money_in} />
                </td>
                <td>
                  <Money cents={m.money_out} />
                </td>
                <td>
                  <Money cents={m.fees} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
