// The admin dashboard's two reads, in parallel; each may fail on its own (the page then says so in that
// block and shows the other).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DashboardSummary, UsersDashboard } from "../api/contract";
import { NO_ANSWER } from "../api/failure";
import { apiGetResult } from "../signed-in-calls.server";

export interface DashboardData {
  summary: DashboardSummary | null;
  summaryError: string | null;
  users: UsersDashboard | null;
  usersError: string | null;
}

export async function loadDashboard(context: AppLoadContext, request: Request): Promise<DashboardData> {
  const [summary, users] = await Promise.all([
    apiGetResult(context, request, "GET /admin/settings/dashboard-summary"),
    apiGetResult(context, request, "GET /admin/users/dashboard"),
  ]);
  return {
    summary: summary.ok ? summary.data : null,
    summaryError: summary.ok ? null : (summary.msg ?? NO_ANSWER),
    users: users.ok ? users.data : null,
    usersError: users.ok ? null : (users.msg ?? NO_ANSWER),
  };
}
