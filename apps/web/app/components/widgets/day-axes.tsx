// The axes of a day chart (lib/charts/day-geometry): horizontal grid lines with their counts, and the
// dates under the plot, the first label anchored at its start and the last at its end so neither clips.
import { compactCount, type DayGeometry, shortDay } from "../../lib/charts/day-geometry";

/**
 * @example <DayAxes g={g} length={points.length} className="admin-chart" />
 */
export function DayAxes({ g, length, className }: { g: DayGeometry; length: number; className: string }) {
  return (
    <>
      {g.yTicks.map((tick) => (
        <g key={tick.value} className={`${className}__tick`}>
          <line x1={g.plot.left} x2={g.plot.right} y1={tick.y} y2={tick.y} />
          <text x={g.plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {compactCount(tick.value)}
          </text>
        </g>
      ))}
      {g.xTicks.map((tick) => (
        <text
          key={tick.date}
          className={`${className}__xlabel`}
          x={tick.x}
          y={g.plot.bottom + 18}
          textAnchor={tick.index === 0 ? "start" : tick.index === length - 1 ? "end" : "middle"}
        >
          {shortDay(tick.date)}
        </text>
      ))}
    </>
  );
}
