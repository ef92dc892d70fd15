// Action-only route behind every like/save/follow button (fetcher POST): forwards `{ value }` to the api's
// idempotent toggle, so a retried or doubled click cannot flip the state twice.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { actionError } from "../lib/api/failure";
import type { EngageAction, EngageResult } from "../lib/catalogue/engage";
import { answerKeys, engageEndpoint, isEngagePair } from "../lib/catalogue/engage";
import { readForm } from "../lib/read-form.server";
import { apiPost } from "../lib/signed-in-calls.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const kind = String(form.get("kind") ?? "");
  const verb = String(form.get("action") ?? "");
  const id = String(form.get("id") ?? "");
  const value = form.get("value") === "true";
  if (!isEngagePair(kind, verb) || !id) {
    throw new Response("Unknown toggle.", { status: 400 });
  }
  const result = await apiPost(context, request, engageEndpoint(kind, verb as EngageAction), {
    params: { id },
    body: { value },
  });
  if (!result.ok) return actionError(result, `${verb}:${id}`);
  const keys = answerKeys(verb as EngageAction);
  // The verb picks the answer's field names (ENGAGE_FIELDS, checked against the contract).
  const answer = result.data as Record<string, unknown>;
  const body: EngageResult = {
    ok: true,
    on: answer[keys.state] === true,
    count: Number(answer[keys.count] ?? 0),
  };
  return body;
}
