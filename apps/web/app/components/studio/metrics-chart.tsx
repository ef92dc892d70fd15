// The daily series of a track, an album or a whole catalogue as an SVG area chart drawn with visx on the
// server (the first HTML already holds the chart; nothing waits for hydration). One series is drawn at a
// time, chosen with the totals above it; every figure is also in a table behind a disclosure.
import { Group } from "@visx/group";
import { AreaClosed, LinePath } from "@visx/shape";
import { useId, useState } from "react";
import type { MetricsDay, MetricsTotals } from "../../lib/api/contract";
import { shortDay } from "../../lib/charts/day-geometry";
import { CHART_BOX, chartGeometry } from "../../lib/studio/chart-scales";
import { dayValue, type SeriesKey, seriesOf } from "../../lib/studio/metrics";
import { DayAxes } from "../widgets/day-axes";
import { FiguresTable } from "../widgets/figures-table";

export interface MetricsChartProps {
  /** The chart's heading, e.g. "Your catalogue" or the track's title. */
  title: string;
  totals: MetricsTotals;
  series: readonly MetricsDay[];
  /** The window's first and last day (YYYY-MM-DD), said in the description. */
  from: string;
  to: string;
  /** Heading level of the title inside the page. */
  level?: 2 | 3;
}

/** Totals as toggles, the chosen series as an area chart, and the figures table. */
export function MetricsChart({ title, totals, series, from, to, level = 2 }: MetricsChartProps) {
  const id = useId();
  const [shown, setShown] = useState<SeriesKey>("plays");
  const available = seriesOf(totals);
  const label = available.find((s) => s.key === shown)?.label ?? shown;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <figure className="card studio-chart" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="studio-chart__title">
        {title}
      </Heading>
      <fieldset className="studio-totals">
        <legend className="visually-hidden">Series shown in the chart</legend>
        {available.map((s) => (
          <button
            key={s.key}
            type="button"
            className="studio-total"
            aria-pressed={s.key === shown}
            onClick={() => setShown(s.key)}
          >
            <span className="studio-total__label">{s.label}</span>
            <span className="studio-total__value">{(totals[s.key] ?? 0).toLocaleString("en-US")}</span>
          </button>
        ))}
      </fieldset>
      <SeriesSvg id={id} series={series} shown={shown} label={label} from={from} to={to} />
      <MetricsFigures title={title} series={series} columns={available} />
    </figure>
  );
}

function SeriesSvg({
  id,
  series,
  shown,
  label,
  from,
  to,
}: {
  id: string;
  series: readonly MetricsDay[];
  shown: SeriesKey;
  label: string;
  from: string;
  to: string;
}) {
  const g = chartGeometry(series, shown);
  const data = [...series];
  return (
    <svg
      className="studio-chart__svg"
      viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
      role="img"
      aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
      data-series={shown}
    >
      <title id={`${id}-svg-title`}>{`${label} per day`}</title>
      <desc id={`${id}-svg-desc`}>
        {series.length > 0
          ? `From ${shortDay(from)} to ${shortDay(to)}; every day's figures are in the table below.`
          : "No days in this window yet."}
      </desc>
      <Group>
        <DayAxes g={g} length={series.length} className="studio-chart" />
        {data.length > 0 ? (
          <>
            <AreaClosed<MetricsDay>
              className="studio-chart__area"
              data={data}
              x={(_, i) => g.x(i)}
              y={(d) => g.y(dayValue(d, shown))}
              yScale={g.yScale}
            />
            <LinePath<MetricsDay>
              className="studio-chart__line"
              data={data}
              x={(_, i) => g.x(i)}
              y={(d) => g.y(dayValue(d, shown))}
            />
          </>
        ) : null}
        {data.length === 1 && data[0] ? (
          <circle className="studio-chart__dot" cx={g.x(0)} cy={g.y(dayValue(data[0], shown))} r={4} />
        ) : null}
      </Group>
    </svg>
  );
}

/** Every day's five figures: the chart's accessible fallback, closed by default. */
function MetricsFigures({
  title,
  series,
  columns,
}: {
  title: string;
  series: readonly MetricsDay[];
  /** The series the subject has (lib/studio/metrics seriesOf). */
  columns: ReturnType<typeof seriesOf>;
}) {
  return (
    <details className="studio-chart__data">
      <summary>Show the figures</summary>
      <FiguresTable
        caption={`${title}: figures per day`}
        showCaption
        columns={["Day", ...columns.map((c) => c.label)]}
        rows={series.map((day) => ({
          key: day.date,
          label: shortDay(day.date),
          values: columns.map((c) => dayValue(day, c.key).toLocaleString("en-US")),
        }))}
        boxClassName="studio-table-wrap"
        tableClassName="studio-table"
      />
    </details>
  );
}
