// Geometry of a chart of one value per day (the studio's metrics, the admin's sign-ups and users): visx
// scales over a fixed drawing box (the SVG scales the box to its card, keeping text round), the axis ticks
// and the points. Pure, tested without a DOM; only the creator and admin areas import it (and with it
// @visx/scale), never a listener page.
import { scaleLinear } from "@visx/scale";

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the y labels on the left and the x labels below. */
  margin: { top: number; right: number; bottom: number; left: number };
}

/** One day's value; `date` is `YYYY-MM-DD`. */
export interface DayPoint {
  date: string;
  value: number;
}

export interface DayGeometry {
  /** x of a day's index in the series. */
  x: (index: number) => number;
  /** y of a value. */
  y: (value: number) => number;
  /** The y scale itself, for visx's AreaClosed (it closes the area on the scale's range). */
  yScale: ReturnType<typeof scaleLinear<number>>;
  yTicks: { value: number; y: number }[];
  xTicks: { index: number; date: string; x: number }[];
  /** The plot's edges inside the box. */
  plot: { left: number; right: number; top: number; bottom: number };
}

/** About this many y ticks; the domain is rounded to the same step, so the top tick is the top. */
const Y_TICKS = 4;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Scales and ticks of a day series. The y domain is rounded up to a nice value (a flat or empty series
 * still gets a height of 1) and starts at 0, or with `fromZero: false` near the lowest value, so growth on a
 * large base stays visible. Y ticks are whole numbers only (every series counts something). At most
 * `xTickCount` dates label the x axis, always the first and the last.
 *
 * @example const g = dayGeometry([{ date: "2026-03-01", value: 4 }], { box: CHART_BOX });
 */
export function dayGeometry(
  points: readonly DayPoint[],
  { box, fromZero = true, xTickCount = 4 }: { box: ChartBox; fromZero?: boolean; xTickCount?: number },
): DayGeometry {
  const plot = {
    left: box.margin.left,
    right: box.width - box.margin.right,
    top: box.margin.top,
    bottom: box.height - box.margin.bottom,
  };
  const values = points.map((p) => p.value);
  const max = Math.max(1, ...values);
  const min = fromZero || values.length === 0 ? 0 : Math.min(...values);
  const low = min === max ? Math.max(0, min - 1) : min;
  const yScale = scaleLinear<number>({ domain: [low, max], range: [plot.bottom, plot.top], nice: Y_TICKS });
  const last = Math.max(1, points.length - 1);
  const xScale = scaleLinear<number>({ domain: [0, last], range: [plot.left, plot.right] });
  const x = (index: number) => round(points.length === 1 ? (plot.left + plot.right) / 2 : xScale(index));
  const y = (value: number) => round(yScale(value));
  const yTicks = yScale
    .ticks(Y_TICKS)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: y(value) }));
  const xTicks = tickIndices(points.length, xTickCount).map((index) => ({
    index,
    date: points[index]?.date ?? "",
    x: x(index),
  }));
  return { x, y, yScale, yTicks, xTicks, plot };
}

/** Evenly spread indices of `length` items, at most `count`, first and last included, no repeats. */
export function tickIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round(i * step)))];
}

/** A count as a short axis label: 950, 1.2k, 3.4M. */
export function compactCount(value: number): string {
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${trim(value / 1000)}k`;
  return `${trim(value / 1_000_000)}M`;
}

function trim(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/** A day `YYYY-MM-DD` as "3 Mar" (UTC, the series' own calendar). */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}
