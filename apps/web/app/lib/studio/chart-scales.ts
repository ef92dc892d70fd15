// The studio's metrics chart: its drawing box and one series of the metrics as a day chart
// (lib/charts/day-geometry). Only the creator area imports this module (and with it @visx/scale).

import type { MetricsDay } from "../api/contract";
import { type ChartBox, type DayGeometry, dayGeometry } from "../charts/day-geometry";
import { dayValue, type SeriesKey } from "./metrics";

/** The box the chart is drawn in; the SVG scales it to its card, keeping the proportions (text stays round). */
export const CHART_BOX: ChartBox = {
  width: 480,
  height: 200,
  margin: { top: 12, right: 12, bottom: 26, left: 40 },
};

/**
 * Scales and ticks for one series of the metrics, from 0.
 *
 * @example const g = chartGeometry(series, "plays");
 */
export function chartGeometry(
  series: readonly MetricsDay[],
  key: SeriesKey,
  box: ChartBox = CHART_BOX,
  xTickCount = 4,
): DayGeometry {
  const points = series.map((day) => ({ date: day.date, value: dayValue(day, key) }));
  return dayGeometry(points, { box, xTickCount });
}
