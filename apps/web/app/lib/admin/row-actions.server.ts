// The actions an admin list's rows post (components/admin/admin-table, the studio's StatusSwitch and
// ConfirmedDelete): `{ intent: "status", id, status }`, `{ intent: "delete", id }` and
// `{ intent: "bulk-status", ids: "a,b", status }`, each one api call with the §8 message the api answers
// (these are the fallback). A list route's action hands the form to adminRowAction, and handles its own
// intents (create, update) before.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actionError, actionOk } from "../api/failure";
import { apiPost } from "../signed-in-calls.server";
import type { ResourceApi } from "./paths";

/** The most rows one bulk call changes (the api's limit). */
export const BULK_MAX = 100;

/** The ids of a bulk form: comma separated, blanks dropped, at most BULK_MAX. */
export function bulkIds(form: FormData): string[] {
  return String(form.get("ids") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, BULK_MAX);
}

const statusOf = (form: FormData): 0 | 1 => (form.get("status") === "1" ? 1 : 0);
const verb = (status: 0 | 1) => (status === 1 ? "Activated" : "Deactivated");

/** Several rows' status in one call (`POST <resource>/bulk-status { ids, status }`, every admin list has it). */
async function bulkStatus(
  context: AppLoadContext,
  request: Request,
  api: ResourceApi,
  form: FormData,
  entity: { one: string; many: string },
) {
  const ids = bulkIds(form);
  const status = statusOf(form);
  if (ids.length === 0) {
    return actionError(
      { ok: false, status: 422, code: "VALIDATION_ERROR", msg: "Select at least one row.", fieldErrors: {} },
      "bulk-status",
    );
  }
  const fallbackMsg = ids.length === 1 ? `${entity.one} ${verb(status)}` : `${entity.many} ${verb(status)}`;
  const result = await apiPost(context, request, api.bulkStatus, { body: { ids, status } });
  if (!result.ok) return actionError(result, "bulk-status");
  return actionOk(result.msg ?? fallbackMsg, "bulk-status");
}

/**
 * The row intents every admin list shares; any other intent is a 400.
 *
 * @example
 * export async function action({ request, context }: ActionFunctionArgs) {
 *   const form = await readForm(request);
 *   if (form.get("intent") === "create") return createGenre(context, request, form);
 *   return adminRowAction(context, request, form, ADMIN_API.genres, { one: "Genre", many: "Genres" });
 * }
 */
export async function adminRowAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  api: ResourceApi,
  entity: { one: string; many: string },
) {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "bulk-status") return bulkStatus(context, request, api, form, entity);
  if (intent === "status" && id) {
    const status = statusOf(form);
    const result = await apiPost(context, request, api.status, { params: { id }, body: { status } });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? `${entity.one} ${verb(status)}`, intent);
  }
  if (intent === "delete" && id) {
    const result = await apiPost(context, request, api.delete, { params: { id } });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? `${entity.one} Deleted`, intent);
  }
  throw new Response("Unknown action", { status: 400 });
}
