import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BeatChart } from "../components/beats/beat-chart";
import { beatsLinks } from "../components/beats/links";
import { ProducerFigures } from "../components/beats/producer-figures";
import { TopBeatsTable } from "../components/beats/top-beats";
import { Unavailable } from "../components/studio/unavailable";
import { WindowPicker } from "../components/studio/window-picker";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { loadBeatsDashboard } from "../lib/beats/beats.server";
import type { BeatsDashboardData } from "../lib/beats/page-data";
import { BEATS_PAGES } from "../lib/beats/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Beats Dashboard");
export const links = beatsLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBeatsDashboard(context, request);
}

export default function BeatsDashboard() {
  const { window, stats, trend, trendBeats } = useLoaderData<typeof loader>() as BeatsDashboardData;
  const best = stats.top_beats.length;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead title="Beats dashboard" text="Your beats' plays, orders and revenue.">
        <Link to={BEATS_PAGES.manager} className="button button--ghost">
          Beats manager
        </Link>
      </PageHead>
      <ProducerFigures stats={stats} />
      {stats.beats.total === 0 ? (
        <EmptyState title="No beats yet — create your first">
          <p>Add a beat with its licences and prices; publish it when you are ready to sell.</p>
          <Link to={BEATS_PAGES.newBeat} className="button button--primary">
            Create your first beat
          </Link>
        </EmptyState>
      ) : (
        <LoadingRegion>
          <div className="studio-metrics">
            <WindowPicker window={window} />
            {best === 0 ? (
              <p className="card studio-muted">
                No sales yet: the day-by-day chart starts with your first order. Each beat's own page has its
                plays.
              </p>
            ) : trend ? (
              <BeatChart
                title="Your best sellers, day by day"
                note={
                  trendBeats === 1
                    ? "Your one beat with sales (Top beats below)."
                    : `The ${trendBeats} beats in Top beats below, summed.`
                }
                totals={trend.totals}
                series={trend.series}
                from={trend.from}
                to={trend.to}
              />
            ) : (
              <Unavailable what="Your best sellers' days" />
            )}
            <TopBeatsTable stats={stats} />
          </div>
        </LoadingRegion>
      )}
    </div>
  );
}

export const ErrorBoundary = PageError;
