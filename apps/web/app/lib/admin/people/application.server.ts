// The admin's application page: the applicant, their listening, the links and the thread; the decision
// (approve or reject with a reason), a comment, and the delete of a processed application.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApplicationCommentBody, ProcessApplicationBody } from "../../api/contract";
import { invalidForm } from "../../api/failure";
import { parseForm } from "../../form-parse";
import { readForm } from "../../read-form.server";
import { apiGet } from "../../signed-in-calls.server";
import { commentForm } from "../../upgrade/apply-form";
import { postAnswer } from "./action-kit.server";
import { decisionForm } from "./forms";
import { decisionMessage, PEOPLE_MESSAGES } from "./messages";

/** One application as the admin sees it (404 when it does not exist). */
export function loadApplication(context: AppLoadContext, request: Request, id: string) {
  return apiGet(context, request, "GET /admin/user-applications/{id}", { params: { id } });
}

/** The page's forms: `decide`, `comment`, `delete`. */
export async function applicationAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "decide") {
    const parsed = parseForm(decisionForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    const { decision, reason } = parsed.data;
    const body: ProcessApplicationBody = reason ? { decision, reason } : { decision };
    return postAnswer(
      context,
      request,
      "POST /admin/user-applications/process/{id}",
      { params: { id }, body },
      intent,
      decisionMessage(decision),
    );
  }
  if (intent === "comment") {
    const parsed = parseForm(commentForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    const body: ApplicationCommentBody = parsed.data;
    return postAnswer(
      context,
      request,
      "POST /admin/user-applications/comment/{id}",
      { params: { id }, body },
      intent,
      PEOPLE_MESSAGES.commented,
    );
  }
  if (intent === "delete") {
    return postAnswer(
      context,
      request,
      "POST /admin/user-applications/delete/{id}",
      { params: { id } },
      intent,
      PEOPLE_MESSAGES.applicationDeleted,
    );
  }
  throw new Response("Unknown action", { status: 400 });
}
