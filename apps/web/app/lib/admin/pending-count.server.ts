// The first value of the navigation's pending applications count (live messages update it after).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiGetResult } from "../signed-in-calls.server";

/** The count, or null when the api cannot say (a failure): the nav then shows no badge. */
export async function loadPendingCount(context: AppLoadContext, request: Request): Promise<number | null> {
  const result = await apiGetResult(context, request, "GET /admin/user-applications/pending-count");
  return result.ok ? result.data.count : null;
}
