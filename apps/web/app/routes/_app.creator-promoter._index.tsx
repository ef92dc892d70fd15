import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { CreatorStatsFigures } from "../components/studio/creator-stats";
import { FirstUpload } from "../components/studio/first-upload";
import { MetricsChart } from "../components/studio/metrics-chart";
import { TopTracksBars } from "../components/studio/top-tracks";
import { Unavailable } from "../components/studio/unavailable";
import { WindowPicker } from "../components/studio/window-picker";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { useStickyLoaderData } from "../lib/catalogue/use-sticky-loader-data";
import { pageTitle } from "../lib/meta";
import { type DashboardData, isEmptyCatalogue } from "../lib/studio/dashboard";
import { loadDashboard } from "../lib/studio/dashboard.server";

export const meta: MetaFunction = () => pageTitle("Creator Dashboard");
/** Spec §2: the creator's dashboard stays mounted (hidden) while the creator visits other pages. */
export const handle: KeepAliveHandle = { keepAlive: true };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard(context, request);
}

export default function CreatorDashboard() {
  // Sticky: kept alive after leaving, when the router no longer has this route's data.
  const data = useStickyLoaderData<DashboardData>();
  const { metrics, stats } = data;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead title="Creator dashboard" text="Your catalogue, its storage and how it is being heard." />
      {stats ? <CreatorStatsFigures stats={stats} /> : <Unavailable what="Your catalogue's figures" />}
      {isEmptyCatalogue(data) ? (
        <FirstUpload />
      ) : metrics ? (
        <LoadingRegion>
          <div className="studio-metrics">
            <WindowPicker window={data.window} />
            <MetricsChart
              title="Your catalogue"
              totals={metrics.totals}
              series={metrics.series}
              from={metrics.from}
              to={metrics.to}
            />
            <TopTracksBars tracks={metrics.top_tracks} />
          </div>
        </LoadingRegion>
      ) : (
        <Unavailable what="Your metrics" />
      )}
    </div>
  );
}

export const ErrorBoundary = PageError;
