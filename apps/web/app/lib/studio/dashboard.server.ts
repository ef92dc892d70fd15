// The creator dashboards' data: the catalogue's metrics over the URL's window, the creator-stats figures
// and (music dashboard) the newest tracks. Each block is optional: one failing endpoint shows as that
// block's error, not as a broken page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireUser } from "../auth.server";
import { apiGetOptional } from "../signed-in-calls.server";
import type { DashboardData } from "./dashboard";
import { readWindow } from "./metrics";

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
    apiGetOptional(context, request, "GET /creator/music-tracks/metrics", { query: { window } }),
    options.recent
      ? apiGetOptional(context, request, "GET /creator/music-tracks/list", {
          query: { page: "1", per_page: "5" },
        })
      : Promise.resolve(null),
  ]);
  const stats = await apiGetOptional(context, request, "GET /creator/music-albums/creator-stats/{userId}", {
    params: { userId: session.user.id },
  });
  return { window, metrics, stats, recent };
}
