// One day series as an SVG area chart drawn with visx on the server: the studio's metrics chart and the
// beat charts draw with it. An image with a title and a description; the figures are in a table beside.
import { Group } from "@visx/group";
import { AreaClosed, LinePath } from "@visx/shape";
import { type DayPoint, dayGeometry, shortDay } from "../../lib/charts/day-geometry";
import { CHART_BOX } from "../../lib/studio/chart-scales";
import { DayAxes } from "../widgets/day-axes";

/**
 * @example <SeriesSvg id={id} points={points} label="Plays" seriesKey="plays" from="2026-03-01" to="2026-03-28" />
 */
export function SeriesSvg({
  id,
  points,
  label,
  seriesKey,
  from,
  to,
}: {
  /** Prefix of the title's and description's ids (the chart's useId). */
  id: string;
  points: readonly DayPoint[];
  /** The series' name in the image's title ("Plays" → "Plays per day"). */
  label: string;
  /** Said in `data-series`, for styles and tests. */
  seriesKey: string;
  from: string;
  to: string;
}) {
  const g = dayGeometry(points, { box: CHART_BOX, xTickCount: 4 });
  const data = [...points];
  return (
    <svg
      className="studio-chart__svg"
      viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
      role="img"
      aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
      data-series={seriesKey}
    >
      <title id={`${id}-svg-title`}>{`${label} per day`}</title>
      <desc id={`${id}-svg-desc`}>
        {points.length > 0
          ? `From ${shortDay(from)} to ${shortDay(to)}; every day's figures are in the table below.`
          : "No days in this window yet."}
      </desc>
      <Group>
        <DayAxes g={g} length={points.length} className="studio-chart" />
        {data.length > 0 ? (
          <>
            <AreaClosed<DayPoint>
              className="studio-chart__area"
              data={data}
              x={(_, i) => g.x(i)}
              y={(d) => g.y(d.value)}
              yScale={g.yScale}
            />
            <LinePath<DayPoint>
              className="studio-chart__line"
              data={data}
              x={(_, i) => g.x(i)}
              y={(d) => g.y(d.value)}
            />
          </>
        ) : null}
        {data.length === 1 && data[0] ? (
          <circle className="studio-chart__dot" cx={g.x(0)} cy={g.y(data[0].value)} r={4} />
        ) : null}
      </Group>
    </svg>
  );
}
