// The admin dashboard's chart geometry: visx scales over fixed drawing boxes (the SVG scales the box to its
// card), the series the charts draw (users over time from the sign-up trend) and the bars' positions.
// Pure functions, tested without a DOM; only the admin area imports this module.
import { scaleBand, scaleLinear } from "@visx/scale";
import type { ChartBox, DayPoint } from "../charts/day-geometry";

/** The box the day charts are drawn in. */
export const DAY_BOX: ChartBox = {
  width: 480,
  height: 200,
  margin: { top: 12, right: 12, bottom: 26, left: 44 },
};

/**
 * Users at the end of each trend day: the last day holds `total`, each earlier day the total less the
 * sign-ups after it (accounts closed since are not told apart: the counters keep sign-ups, not closures).
 *
 * @example growthSeries(10, [{ date: "d1", count: 2 }, { date: "d2", count: 3 }]) // [{ d1, 7 }, { d2, 10 }]
 */
export function growthSeries(total: number, trend: readonly { date: string; count: number }[]): DayPoint[] {
  const out: DayPoint[] = new Array(trend.length);
  let running = total;
  for (let i = trend.length - 1; i >= 0; i--) {
    const day = trend[i] as { date: string; count: number };
    out[i] = { date: day.date, value: Math.max(0, running) };
    running -= day.count;
  }
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;

export interface BarRow {
  key: string;
  label: string;
  /** One value per stacked segment (a single bar has one). */
  values: readonly number[];
}

export interface BarGeometry {
  width: number;
  height: number;
  /** Where the labels end and the bars begin. */
  left: number;
  rows: {
    key: string;
    label: string;
    y: number;
    bandHeight: number;
    segments: { x: number; width: number; value: number }[];
    total: number;
  }[];
}

/**
 * Horizontal bars, one row each, scaled to the largest row total; segments of a row are stacked in order.
 *
 * @example barGeometry([{ key: "a", label: "Artist", values: [3] }]).rows[0].segments[0].width // the full width
 */
export function barGeometry(
  rows: readonly BarRow[],
  { width = 480, rowHeight = 30, left = 110, right = 56 } = {},
): BarGeometry {
  const height = Math.max(rowHeight, rows.length * rowHeight);
  const band = scaleBand<string>({
    domain: rows.map((r) => r.key),
    range: [0, height],
    padding: 0.25,
  });
  const max = Math.max(1, ...rows.map((r) => r.values.reduce((a, b) => a + b, 0)));
  const xScale = scaleLinear<number>({ domain: [0, max], range: [0, width - left - right] });
  return {
    width,
    height,
    left,
    rows: rows.map((row) => {
      let at = left;
      const segments = row.values.map((value) => {
        const segment = { x: round(at), width: round(xScale(value)), value };
        at += xScale(value);
        return segment;
      });
      return {
        key: row.key,
        label: row.label,
        y: round(band(row.key) ?? 0),
        bandHeight: round(band.bandwidth()),
        segments,
        total: row.values.reduce((a, b) => a + b, 0),
      };
    }),
  };
}

/** A percentage as the dashboard says it: "+4.2 %", "−1.5 %", "0 %". */
export function growthText(percent: number): string {
  if (percent === 0) return "0 %";
  const sign = percent > 0 ? "+" : "−";
  return `${sign}${Math.abs(percent).toLocaleString("en-US", { maximumFractionDigits: 1 })} %`;
}
