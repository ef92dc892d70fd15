// A song's views and bids per day (`song_stats/{id}`, the last 30 days) as the studio draws its metrics:
// the totals as toggles, the chosen series as an area chart (studio/series-svg) drawn on the server, the
// bids' highest and average beside, and every day's figures in a table behind "Show the figures".
import { useId, useState } from "react";
import type { SongStats } from "../../../lib/api/contract";
import { shortDay } from "../../../lib/charts/day-geometry";
import { SONG_SERIES, type SongSeriesKey, seriesSpan, songPoints } from "../../../lib/songs/writer-chart";
import { Money } from "../../money/money";
import { SeriesSvg } from "../../studio/series-svg";
import { FiguresTable } from "../../widgets/figures-table";

export function SongChart({ title, stats }: { title: string; stats: SongStats }) {
  const id = useId();
  const [shown, setShown] = useState<SongSeriesKey>("views");
  const current = SONG_SERIES.find((s) => s.key === shown) ?? SONG_SERIES[0];
  const { from, to } = seriesSpan(stats.series);
  return (
    <figure className="card studio-chart" aria-labelledby={`${id}-title`} data-song={stats.song_id}>
      <h2 id={`${id}-title`} className="studio-chart__title">
        {title}
      </h2>
      <fieldset className="studio-totals">
        <legend className="visually-hidden">Series shown in the chart</legend>
        {SONG_SERIES.map((s) => (
          <button
            key={s.key}
            type="button"
            className="studio-total"
            aria-pressed={s.key === shown}
            onClick={() => setShown(s.key)}
          >
            <span className="studio-total__label">{`${s.label} (all time)`}</span>
            <span className="studio-total__value">{stats[s.key].toLocaleString("en-US")}</span>
          </button>
        ))}
      </fieldset>
      <p className="studio-muted">
        {"Highest bid "}
        {stats.highest_bid === null ? "–" : <Money cents={stats.highest_bid} />}
        {" · average "}
        {stats.average_bid === null ? "–" : <Money cents={stats.average_bid} />}
      </p>
      <SeriesSvg
        id={id}
        points={songPoints(stats.series, shown)}
        label={current?.label ?? shown}
        seriesKey={shown}
        from={from}
        to={to}
      />
      <details className="studio-chart__data">
        <summary>Show the figures</summary>
        <FiguresTable
          caption={`${title}: figures per day`}
          showCaption
          columns={["Day", "Views", "Bids"]}
          rows={stats.series.map((day) => ({
            key: day.day,
            label: shortDay(day.day),
            values: [day.views.toLocaleString("en-US"), day.bids.toLocaleString("en-US")],
          }))}
          boxClassName="studio-table-wrap"
          tableClassName="studio-table"
        />
      </details>
    </figure>
  );
}
