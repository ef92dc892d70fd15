// What the creator dashboards show, shared by their loaders (dashboard.server.ts) and their pages.
import type { CreatorMetrics, CreatorStats, CreatorTrackPage, MetricsWindow } from "../api/contract";

export interface DashboardData {
  window: MetricsWindow;
  metrics: CreatorMetrics | null;
  stats: CreatorStats | null;
  /** The newest tracks (music dashboard only; null on the area dashboard or when they failed). */
  recent: CreatorTrackPage | null;
}

/** Whether the creator has nothing yet: the dashboards then lead to the first upload. */
export function isEmptyCatalogue(data: Pick<DashboardData, "stats" | "metrics">): boolean {
  if (data.stats) return data.stats.tracks.total === 0;
  return data.metrics !== null && data.metrics.totals.plays === 0 && data.metrics.top_tracks.length === 0;
}
