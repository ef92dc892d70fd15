// The daily series of a track, an album or a whole catalogue as an SVG area chart (series-svg) drawn on the
// server (the first HTML already holds the chart; nothing waits for hydration). One series is drawn at a
// time, chosen with the totals above it; every figure is also in a table behind a disclosure.
import { useId, useState } from "react";
import type { MetricsDay, MetricsTotals } from "../../lib/api/contract";
import { shortDay } from "../../lib/charts/day-geometry";
import { dayValue, type SeriesKey, seriesOf } from "../../lib/studio/metrics";
import { FiguresTable } from "../widgets/figures-table";
import { SeriesSvg } from "./series-svg";

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
      <SeriesSvg
        id={id}
        points={series.map((day) => ({ date: day.date, value: dayValue(day, shown) }))}
        label={label}
        seriesKey={shown}
        from={from}
        to={to}
      />
      <MetricsFigures title={title} series={series} columns={available} />
    </figure>
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
