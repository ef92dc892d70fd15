import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { CreatorStatsFigures } from "../components/studio/creator-stats";
import { FirstUpload } from "../components/studio/first-upload";
import { MetricsPanel } from "../components/studio/metrics-panel";
import { RecentUploads } from "../components/studio/recent-uploads";
import { TopTracksTable } from "../components/studio/top-tracks";
import { Unavailable } from "../components/studio/unavailable";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { useStickyLoaderData } from "../lib/catalogue/use-sticky-loader-data";
import { pageTitle } from "../lib/meta";
import { type DashboardData, isEmptyCatalogue } from "../lib/studio/dashboard";
import { loadDashboard } from "../lib/studio/dashboard.server";

export const meta: MetaFunction = () => pageTitle("Music Dashboard");
/** Kept alive like the area dashboard: switching to the managers and back keeps its window and scroll. */
export const handle: KeepAliveHandle = { keepAlive: true };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard(context, request, { recent: true });
}

export default function MusicDashboard() {
  const data = useStickyLoaderData<DashboardData>();
  const { metrics, stats, recent } = data;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Music dashboard"
        text="Plays, listeners, likes, saves and follows across your music, day by day."
      />
      {stats ? <CreatorStatsFigures stats={stats} /> : <Unavailable what="Your catalogue's figures" />}
      {isEmptyCatalogue(data) ? (
        <FirstUpload />
      ) : metrics ? (
        <LoadingRegion>
          <div className="studio-metrics">
            <MetricsPanel title="All your music" metrics={metrics} />
            <TopTracksTable tracks={metrics.top_tracks} totalPlays={metrics.totals.plays} />
          </div>
        </LoadingRegion>
      ) : (
        <Unavailable what="Your metrics" />
      )}
      {recent ? <RecentUploads tracks={recent.data} /> : <Unavailable what="Your recent uploads" />}
    </div>
  );
}

export const ErrorBoundary = PageError;
