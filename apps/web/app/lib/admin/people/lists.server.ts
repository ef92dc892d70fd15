// The two people lists' loaders and actions: the page the URL describes (a refused query shown in place
// of the table, not as the error page), the applications' stats and the user types for the type filter,
// and the users list's create and inline suspend/reactivate.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AdminApplicationPage, AdminUserRow, ApplicationStats, Page } from "../../api/contract";
import { invalidForm } from "../../api/failure";
import { parseForm } from "../../form-parse";
import { apiGetOptional, apiGetResult } from "../../signed-in-calls.server";
import { loadUserTypeOptions } from "../lookups.server";
import { tableApiQuery } from "../table-state";
import { postAnswer } from "./action-kit.server";
import { createUserBody, createUserForm } from "./forms";
import { PEOPLE_MESSAGES } from "./messages";
import { APPLICATIONS_API, USERS_API } from "./paths";
import { type ApplicationsData, type ListData, readApplicationsState, readUsersState } from "./tables";
import { statusAction } from "./user.server";

export async function loadUsers(context: AppLoadContext, request: Request): Promise<ListData<AdminUserRow>> {
  const state = readUsersState(new URL(request.url).searchParams);
  const result = await apiGetResult<Page<AdminUserRow>>(
    context,
    request,
    USERS_API.list,
    tableApiQuery(state),
  );
  return result.ok
    ? { state, page: result.data, error: null }
    : { state, page: null, error: result.msg ?? "The users could not be read." };
}

/** The users list's forms: `create`, and a row's `status`. */
export async function usersAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const parsed = parseForm(createUserForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    return postAnswer(
      context,
      request,
      USERS_API.create,
      createUserBody(parsed.data),
      intent,
      PEOPLE_MESSAGES.created,
    );
  }
  const id = String(form.get("id") ?? "");
  if (intent === "status" && id) return statusAction(context, request, id, form);
  throw new Response("Unknown action", { status: 400 });
}

export async function loadApplications(context: AppLoadContext, request: Request): Promise<ApplicationsData> {
  const state = readApplicationsState(new URL(request.url).searchParams);
  const [result, stats, types] = await Promise.all([
    apiGetResult<AdminApplicationPage>(context, request, APPLICATIONS_API.list, tableApiQuery(state)),
    apiGetOptional<ApplicationStats>(context, request, APPLICATIONS_API.stats),
    loadUserTypeOptions(context, request),
  ]);
  const list = result.ok
    ? { page: result.data, error: null }
    : { page: null, error: result.msg ?? "The applications could not be read." };
  return {
    state,
    ...list,
    stats,
    types: types.map((t) => ({ id: t.id, title: t.title })),
  };
}
