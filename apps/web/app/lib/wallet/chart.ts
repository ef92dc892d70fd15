// Geometry of the summary's two small charts, drawn as inline SVG (no chart library: the wallet pages stay
// light). Pure functions of the data and the drawing box, so they are unit-tested without a DOM.

export interface Box {
  width: number;
  height: number;
  /** Room kept free on each side of the plot. */
  pad: number;
}

export interface LinePoint {
  x: number;
  y: number;
  value: number;
  label: string;
}

/** The value range drawn: always includes 0, and a flat series still gets a visible height. */
export function valueRange(values: readonly number[]): { min: number; max: number } {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return max === min ? { min, max: min + 1 } : { min, max };
}

/** Points of a line chart of `series`, left to right, higher values higher up. */
export function linePoints(series: readonly { label: string; value: number }[], box: Box): LinePoint[] {
  const { min, max } = valueRange(series.map((p) => p.value));
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const step = series.length > 1 ? innerW / (series.length - 1) : 0;
  return series.map((point, i) => ({
    x: round(box.pad + (series.length > 1 ? i * step : innerW / 2)),
    y: round(box.pad + innerH - ((point.value - min) / (max - min)) * innerH),
    value: point.value,
    label: point.label,
  }));
}

/** An SVG path through the points ("M x y L x y …"), empty for no points. */
export function linePath(points: readonly LinePoint[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/**
 * Side-by-side bars per group (money in and out per month): `groups[i].values[j]` is bar j of group i.
 * Bars start at the baseline and never go below a 1-unit sliver for a value above 0.
 */
export function groupedBars(groups: readonly { values: readonly number[] }[], box: Box): Bar[][] {
  const max = Math.max(1, ...groups.flatMap((g) => g.values));
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const slot = groups.length > 0 ? innerW / groups.length : innerW;
  const perGroup = Math.max(1, ...groups.map((g) => g.values.length));
  const barW = (slot * 0.8) / perGroup;
  return groups.map((group, i) =>
    group.values.map((value, j) => {
      const h = value > 0 ? Math.max(1, (value / max) * innerH) : 0;
      return {
        x: round(box.pad + i * slot + slot * 0.1 + j * barW),
        y: round(box.pad + innerH - h),
        width: round(barW),
        height: round(h),
        value,
      };
    }),
  );
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
