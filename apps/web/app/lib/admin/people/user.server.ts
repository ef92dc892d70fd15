// The admin's user page: the profile, roles, sessions, wallet (read only), applications and activity;
// edit (name, country, roles, with a reason), suspend or reactivate, delete (the api's 409 shown while
// the wallet holds money), and the decision on the user's pending application.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AdminUserStatusBody, DeleteAdminUserBody, UserUpgradeRequestBody } from "../../api/contract";
import { invalidForm } from "../../api/failure";
import { parseForm } from "../../form-parse";
import { readForm } from "../../read-form.server";
import { apiGet } from "../../signed-in-calls.server";
import { postAnswer } from "./action-kit.server";
import { editUserBody, editUserForm, statusForm, userDecisionForm } from "./forms";
import { decisionMessage, PEOPLE_MESSAGES, statusMessage } from "./messages";

/** One account as the admin sees it (404 when it does not exist). */
export function loadUser(context: AppLoadContext, request: Request, id: string) {
  return apiGet(context, request, "GET /admin/users/{id}", { params: { id } });
}

/** Suspend or reactivate (the list's rows and the user page). */
export async function statusAction(context: AppLoadContext, request: Request, id: string, form: FormData) {
  const parsed = parseForm(statusForm, form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, "status");
  const { status, reason } = parsed.data;
  const body: AdminUserStatusBody = reason ? { status, reason } : { status };
  return postAnswer(
    context,
    request,
    "POST /admin/users/status/{id}",
    { params: { id }, body },
    "status",
    statusMessage(status),
  );
}

/** The page's forms: `edit`, `status`, `delete`, `decide`. */
export async function userAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "status") return statusAction(context, request, id, form);
  if (intent === "edit") {
    const parsed = parseForm(editUserForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    return postAnswer(
      context,
      request,
      "POST /admin/users/update/{id}",
      { params: { id }, body: editUserBody(parsed.data) },
      intent,
      PEOPLE_MESSAGES.updated,
    );
  }
  if (intent === "delete") {
    const body: DeleteAdminUserBody = {};
    return postAnswer(
      context,
      request,
      "POST /admin/users/delete/{id}",
      { params: { id }, body },
      intent,
      PEOPLE_MESSAGES.deleted,
    );
  }
  if (intent === "decide") {
    const parsed = parseForm(userDecisionForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    const { application_id, decision, reason } = parsed.data;
    const body: UserUpgradeRequestBody = reason
      ? { application_id, decision, reason }
      : { application_id, decision };
    return postAnswer(
      context,
      request,
      "POST /admin/users/upgrade-request/{id}",
      { params: { id }, body },
      intent,
      decisionMessage(decision),
    );
  }
  throw new Response("Unknown action", { status: 400 });
}
