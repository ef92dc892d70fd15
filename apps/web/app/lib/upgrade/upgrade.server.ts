// The `/upgrade` page's loader and action: the types on offer and the user's applications through the api
// with the session's token; apply, cancel and reply checked with the forms' schemas, the api's own `msg`
// toasted (these texts as the fallback) and its refusals shown per field.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Application, ApplicationCommentBody, UpgradeOptions } from "../api/contract";
import { type ActionOk, actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { readForm } from "../read-form.server";
import { apiGet, apiPost } from "../signed-in-calls.server";
import { applyBody, applyForm, commentForm } from "./apply-form";
import { UPGRADE_MESSAGES } from "./bounds";

export interface UpgradeData {
  types: UpgradeOptions["types"];
  applications: Application[];
}

/** The user's applications, newest first, each with its thread. */
export function loadMyApplications(context: AppLoadContext, request: Request): Promise<Application[]> {
  return apiGet(context, request, "GET /user/upgrade/applications");
}

/** The types the user can apply for (active ones, with their categories) and the user's applications. */
export async function loadUpgrade(context: AppLoadContext, request: Request): Promise<UpgradeData> {
  const [options, applications] = await Promise.all([
    apiGet(context, request, "GET /user/upgrade/options"),
    loadMyApplications(context, request),
  ]);
  return { types: options.types, applications };
}

/** The apply answer: the application, so a fee waiting to be paid opens the Payment modal. */
export type ApplyOk = ActionOk & { application: Application };

/** A refusal made in the web (a form that did not pass its schema): 422, like the api's. */
async function apply(context: AppLoadContext, request: Request, form: FormData) {
  const options = await apiGet(context, request, "GET /user/upgrade/options");
  const parsed = parseForm(applyForm(options.types), form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, "apply");
  const result = await apiPost(context, request, "POST /user/upgrade/apply", {
    body: applyBody(parsed.data),
  });
  if (!result.ok) return actionError(result, "apply");
  const fallback =
    result.data.status === "awaiting_payment" ? UPGRADE_MESSAGES.payFee : UPGRADE_MESSAGES.submitted;
  const answer: ApplyOk = { ...actionOk(result.msg ?? fallback, "apply"), application: result.data };
  return answer;
}

/** The page's forms: `apply`, `cancel` (an open application) and `comment` (a reply on a thread). */
export async function upgradeAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "apply") return apply(context, request, form);
  if (intent === "cancel") {
    const result = await apiPost(context, request, "POST /user/upgrade/cancel/{id}", { params: { id } });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? UPGRADE_MESSAGES.cancelled, intent);
  }
  if (intent === "comment") {
    const parsed = parseForm(commentForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    const body: ApplicationCommentBody = parsed.data;
    const result = await apiPost(context, request, "POST /user/upgrade/comment/{id}", {
      params: { id },
      body,
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? UPGRADE_MESSAGES.commented, intent);
  }
  throw new Response("Unknown action", { status: 400 });
}
