// The creator dashboards' data: the catalogue's metrics over the URL's window, the creator-stats figures
// and (music dashboard) the newest tracks. Each block is optional: one failing endpoint shows as that
// block's error, not as a broken page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CreatorMetrics, CreatorStats, CreatorTrackPage, MetricsWindow } from "../api/contract";
import { requireUser } from "../auth.server";
import { apiGetOptional } from "../signed-in-calls.server";
import { readWindow } from "./metrics";
import { STUDIO_API } from "./paths";

export interface DashboardData {
  window: MetricsWindow;
  metrics: CreatorMetrics | null;
  stats: CreatorStats | null;
  /** The newest tracks (music dashboard only; null on the area dashboard or when they failed). */
  recent: CreatorTrackPage | null;
}

/**
 * The metrics (with the session check, in parallel), then the stats, which need the user's id.
 *
 * @example export const loader = ({ request, context }) => loadDashboard(context, request, { recent: true });
 */
export async function loadDashboard(
  context: AppLoadContext,
  request: Request,
  options: { recent?: boolean } = {},
): Promise<DashboardData> {
  const window = readWindow(new URL(request.url).searchParams);
  const [session, metrics, recent] = await Promise.all([
    requireUser(request, context),
    apiGetOptional<CreatorMetrics>(context, request, STUDIO_API.catalogueMetrics, { window }),
    options.recent
      ? apiGetOptional<CreatorTrackPage>(context, request, STUDIO_API.tracks, { page: "1", per_page: "5" })
      : Promise.resolve(null),
  ]);
  const stats = await apiGetOptional<CreatorStats>(
    context,
    request,
    STUDIO_API.creatorStats(session.user.id),
  );
  return { window, metrics, stats, recent };
}

/** Whether the creator has nothing yet: the dashboards then lead to the first upload. */
export function isEmptyCatalogue(data: Pick<DashboardData, "stats" | "metrics">): boolean {
  if (data.stats) return data.stats.tracks.total === 0;
  return data.metrics !== null && data.metrics.totals.plays === 0 && data.metrics.top_tracks.length === 0;
}
