// Geometry of the studio's metrics chart: visx scales over a fixed drawing box, the axis ticks and the
// points. Pure functions of the series and the box, so they are tested without a DOM; only the creator
// area imports this module (and with it @visx/scale), never a listener page.
import { scaleLinear } from "@visx/scale";
import type { MetricsDay } from "../api/contract";
import { dayValue, type SeriesKey } from "./metrics";

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the y labels on the left and the x labels below. */
  margin: { top: number; right: number; bottom: number; left: number };
}

/** The box the chart is drawn in; the SVG scales it to its card, keeping the proportions (text stays round). */
export const CHART_BOX: ChartBox = {
  width: 480,
  height: 200,
  margin: { top: 12, right: 12, bottom: 26, left: 40 },
};

/** About this many y ticks; the domain is rounded to the same step, so the top tick is the top. */
const Y_TICKS = 4;

export interface ChartGeometry {
  /** x of a day's index in the series. */
  x: (index: number) => number;
  /** y of a count. */
  y: (value: number) => number;
  /** The y scale itself, for visx's AreaClosed (it closes the area on the scale's range). */
  yScale: ReturnType<typeof scaleLinear<number>>;
  yTicks: { value: number; y: number }[];
  xTicks: { index: number; date: string; x: number }[];
  /** The plot's edges inside the box. */
  plot: { left: number; right: number; top: number; bottom: number };
}

/**
 * Scales and ticks for one series. The y domain starts at 0 and is rounded up to a nice value (a flat or
 * empty series still gets a height of 1); y ticks are whole numbers only, because every series counts.
 * At most `xTickCount` dates label the x axis, always the first and the last.
 */
export function chartGeometry(
  series: readonly MetricsDay[],
  key: SeriesKey,
  box: ChartBox = CHART_BOX,
  xTickCount = 4,
): ChartGeometry {
  const plot = {
    left: box.margin.left,
    right: box.width - box.margin.right,
    top: box.margin.top,
    bottom: box.height - box.margin.bottom,
  };
  const max = Math.max(1, ...series.map((day) => dayValue(day, key)));
  const yScale = scaleLinear<number>({ domain: [0, max], range: [plot.bottom, plot.top], nice: Y_TICKS });
  const last = Math.max(1, series.length - 1);
  const xScale = scaleLinear<number>({ domain: [0, last], range: [plot.left, plot.right] });
  const x = (index: number) => round(series.length === 1 ? (plot.left + plot.right) / 2 : xScale(index));
  const y = (value: number) => round(yScale(value));
  const yTicks = yScale
    .ticks(Y_TICKS)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: y(value) }));
  const xTicks = tickIndices(series.length, xTickCount).map((index) => ({
    index,
    date: series[index]?.date ?? "",
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

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
