// Action-only route behind every like/save/follow button (fetcher POST): forwards `{ value }` to the api's
// idempotent toggle, so a retried or doubled click cannot flip the state twice.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { actionError } from "../lib/action-result";
import { apiPost } from "../lib/catalogue/api.server";
import { answerKeys, engagePath, isEngagePair } from "../lib/catalogue/engage";
import type { EngageAction } from "../lib/catalogue/types";

export interface EngageResult {
  ok: true;
  on: boolean;
  count: number;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const kind = String(form.get("kind") ?? "");
  const verb = String(form.get("action") ?? "");
  const id = String(form.get("id") ?? "");
  const value = form.get("value") === "true";
  if (!isEngagePair(kind, verb) || !id) {
    throw new Response("Unknown toggle.", { status: 400 });
  }
  const result = await apiPost<Record<string, unknown>>(
    context,
    request,
    engagePath(kind, verb as EngageAction, id),
    { value },
  );
  if (!result.ok) return actionError(result, `${verb}:${id}`);
  const keys = answerKeys(verb as EngageAction);
  const body: EngageResult = {
    ok: true,
    on: result.data[keys.state] === true,
    count: Number(result.data[keys.count] ?? 0),
  };
  return body;
}
