// A beat's days (or the best sellers' summed) as the studio draws its metrics: the totals as toggles, the
// chosen series as an area chart (studio/series-svg) drawn on the server, and every day's plays, orders
// and revenue in a table behind "Show the figures". Revenue is charted and written in the viewer's
// currency.
import { useId, useState } from "react";
import type { BeatMetricsDay } from "../../lib/api/contract";
import { BEAT_SERIES, type BeatSeriesKey, beatPoints, localUnits } from "../../lib/beats/metrics";
import { shortDay } from "../../lib/charts/day-geometry";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { SeriesSvg } from "../studio/series-svg";
import { FiguresTable } from "../widgets/figures-table";

export interface BeatChartProps {
  title: string;
  totals: { plays: number; listeners: number; orders: number; revenue_cents: number };
  series: readonly BeatMetricsDay[];
  from: string;
  to: string;
  /** A line under the title (what the figures cover). */
  note?: string;
}

export function BeatChart({ title, totals, series, from, to, note }: BeatChartProps) {
  const id = useId();
  const money = useMoney();
  const [shown, setShown] = useState<BeatSeriesKey>("plays");
  const current = BEAT_SERIES.find((s) => s.key === shown) ?? BEAT_SERIES[0];
  // The chart's scale counts the viewer's currency units; its title says which.
  const label =
    shown === "revenue_cents" ? `Revenue (${localUnits(0, money).currency})` : (current?.label ?? shown);
  return (
    <figure className="card studio-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="studio-chart__title">
        {title}
      </h2>
      {note ? <p className="studio-muted beat-chart__note">{note}</p> : null}
      <fieldset className="studio-totals">
        <legend className="visually-hidden">Series shown in the chart</legend>
        {BEAT_SERIES.map((s) => (
          <button
            key={s.key}
            type="button"
            className="studio-total"
            aria-pressed={s.key === shown}
            onClick={() => setShown(s.key)}
          >
            <span className="studio-total__label">{s.label}</span>
            <span className="studio-total__value">
              {s.key === "revenue_cents" ? (
                <Money cents={totals.revenue_cents} />
              ) : (
                totals[s.key].toLocaleString("en-US")
              )}
            </span>
          </button>
        ))}
      </fieldset>
      <SeriesSvg
        id={id}
        points={beatPoints(series, shown, money)}
        label={label}
        seriesKey={shown}
        from={from}
        to={to}
      />
      <details className="studio-chart__data">
        <summary>Show the figures</summary>
        <FiguresTable
          caption={`${title}: figures per day`}
          showCaption
          columns={["Day", "Plays", "Orders", "Revenue"]}
          rows={series.map((day) => ({
            key: day.date,
            label: shortDay(day.date),
            values: [
              day.plays.toLocaleString("en-US"),
              day.orders.toLocaleString("en-US"),
              <Money key="revenue" cents={day.revenue_cents} />,
            ],
          }))}
          boxClassName="studio-table-wrap"
          tableClassName="studio-table"
        />
      </details>
    </figure>
  );
}
