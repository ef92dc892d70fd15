// Everything a creator page shows of one subject's metrics: the window picker, the chart with its
// figures table, and the top countries and sources. Track, album and dashboard pages all use it.
import type { SubjectMetrics } from "../../lib/api/contract";
import { countryName, sourceLabel } from "../../lib/studio/labels";
import { BarList } from "./bar-list";
import { MetricsChart } from "./metrics-chart";
import { WindowPicker } from "./window-picker";

/**
 * The metrics block of a creator page. The loader reads the window with `readWindow` (lib/studio/metrics)
 * and passes it as `?window=` to the metrics endpoint; the picker's links change the URL.
 *
 * @example <MetricsPanel title="Plays and listeners" metrics={metrics} />
 */
export function MetricsPanel({ title, metrics }: { title: string; metrics: SubjectMetrics }) {
  return (
    <div className="studio-metrics">
      <WindowPicker window={metrics.window} />
      <MetricsChart
        title={title}
        totals={metrics.totals}
        series={metrics.series}
        from={metrics.from}
        to={metrics.to}
      />
      <div className="studio-grid">
        <TopCountries metrics={metrics} />
        <TopSources metrics={metrics} />
      </div>
    </div>
  );
}

/** Where the plays came from, by country. */
export function TopCountries({ metrics }: { metrics: Pick<SubjectMetrics, "top_countries"> }) {
  return (
    <BarList
      title="Top countries"
      empty="No plays in this window yet."
      items={metrics.top_countries.map((c) => ({
        key: c.country,
        label: countryName(c.country),
        value: c.plays,
      }))}
    />
  );
}

/** Which playlist, album, search or artist page the plays started from. */
export function TopSources({ metrics }: { metrics: Pick<SubjectMetrics, "top_sources"> }) {
  return (
    <BarList
      title="Top sources"
      empty="No plays in this window yet."
      items={metrics.top_sources.map((s) => ({
        key: `${s.type}:${s.id ?? ""}`,
        label: sourceLabel(s),
        value: s.plays,
      }))}
    />
  );
}
