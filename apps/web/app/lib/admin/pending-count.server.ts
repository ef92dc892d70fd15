// The first value of the navigation's pending applications count (live messages update it after).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PendingApplicationCount } from "../api/contract";
import { apiGetResult } from "../signed-in-calls.server";
import { ADMIN_API } from "./paths";

/** The count, or null when the api cannot say (a failure): the nav then shows no badge. */
export async function loadPendingCount(context: AppLoadContext, request: Request): Promise<number | null> {
  const result = await apiGetResult<PendingApplicationCount>(context, request, ADMIN_API.pendingCount);
  return result.ok ? result.data.count : null;
}
