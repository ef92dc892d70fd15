// The two people lists' loaders and actions: the page the URL describes (a refused query shown in place
// of the table, not as the error page), the applications' stats and the user types for the type filter,
// and the users list's create and inline suspend/reactivate.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AdminUserRow } from "../../api/contract";
import { invalidForm } from "../../api/failure";
import { parseForm } from "../../form-parse";
import { readForm } from "../../read-form.server";
import { apiGetOptional } from "../../signed-in-calls.server";
import { loadUserTypeOptions } from "../lookups.server";
import { loadTablePage } from "../table-page.server";
import type { TablePage } from "../table-state";
import { postAnswer } from "./action-kit.server";
import { createUserBody, createUserForm } from "./forms";
import { PEOPLE_MESSAGES } from "./messages";
import { APPLICATIONS_TABLE, type ApplicationsData, readUsersState, USERS_TABLE } from "./tables";
import { statusAction } from "./user.server";

export function loadUsers(context: AppLoadContext, request: Request): Promise<TablePage<AdminUserRow>> {
  return loadTablePage(context, request, "GET /admin/users", USERS_TABLE, readUsersState);
}

/** The users list's forms: `create`, and a row's `status`. */
export async function usersAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const parsed = parseForm(createUserForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    return postAnswer(
      context,
      request,
      "POST /admin/users/create",
      { body: createUserBody(parsed.data) },
      intent,
      PEOPLE_MESSAGES.created,
    );
  }
  const id = String(form.get("id") ?? "");
  if (intent === "status" && id) return statusAction(context, request, id, form);
  throw new Response("Unknown action", { status: 400 });
}

export async function loadApplications(context: AppLoadContext, request: Request): Promise<ApplicationsData> {
  const [list, stats, types] = await Promise.all([
    loadTablePage(context, request, "GET /admin/user-applications/list", APPLICATIONS_TABLE),
    apiGetOptional(context, request, "GET /admin/user-applications/stats"),
    loadUserTypeOptions(context, request),
  ]);
  return { ...list, stats, types: types.map((t) => ({ id: t.id, title: t.title })) };
}
