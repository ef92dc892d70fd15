// The actions of the reference-data pages (genres, moods, origins, user types, user categories), and
// the user types the categories page offers: the dialogs' create and edit checked with
// the same schema the dialog used (lib/admin/lookup-forms), then the shared row actions (status, delete,
// bulk status). The api's `msg` is toasted; these §8 sentences are the fallback.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { UserType } from "../api/contract";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { readForm } from "../read-form.server";
import { apiGetOptional, apiPost } from "../signed-in-calls.server";
import {
  createCategoryBody,
  createCategoryForm,
  createUserTypeBody,
  createUserTypeForm,
  lookupBody,
  lookupForm,
  updateCategoryBody,
  updateCategoryForm,
  updateUserTypeBody,
  updateUserTypeForm,
} from "./lookup-forms";
import { SIMPLE_LOOKUPS, type SimpleLookup } from "./lookups";
import { ADMIN_API, type ResourceApi } from "./paths";
import { adminRowAction } from "./row-actions.server";

/** A refusal made in the web (a form that did not pass its schema): 422, like the api's. */
interface SaveConfig<C extends z.ZodType, U extends z.ZodType> {
  api: ResourceApi;
  entity: { one: string; many: string };
  create: { schema: C; body: (data: z.output<C>) => object };
  update: { schema: U; body: (data: z.output<U>) => object };
}

/** `create`, `update` (with the row's `id`) or a row action, from one posted form. */
async function saveOrRowAction<C extends z.ZodType, U extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  config: SaveConfig<C, U>,
) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "create" || (intent === "update" && id)) {
    const { schema, body } = intent === "create" ? config.create : config.update;
    const parsed = parseForm(schema, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    // The body builders are typed by their endpoint's body (lib/admin/lookup-forms).
    const data = body(parsed.data as never) as never;
    const result =
      intent === "create"
        ? await apiPost(context, request, config.api.create, { body: data })
        : await apiPost(context, request, config.api.update, { params: { id }, body: data });
    if (!result.ok) return actionError(result, intent);
    return actionOk(
      result.msg ?? `${config.entity.one} ${intent === "create" ? "Added" : "Updated"}`,
      intent,
    );
  }
  return adminRowAction(context, request, form, config.api, config.entity);
}

/** The genres, moods or origins page's actions. */
export function simpleLookupAction(context: AppLoadContext, request: Request, kind: SimpleLookup) {
  return saveOrRowAction(context, request, {
    api: ADMIN_API[kind],
    entity: SIMPLE_LOOKUPS[kind],
    create: { schema: lookupForm, body: lookupBody },
    update: { schema: lookupForm, body: lookupBody },
  });
}

/** The user types page's actions. */
export function userTypeAction(context: AppLoadContext, request: Request) {
  return saveOrRowAction(context, request, {
    api: ADMIN_API.userTypes,
    entity: { one: "User type", many: "User types" },
    create: { schema: createUserTypeForm, body: createUserTypeBody },
    update: { schema: updateUserTypeForm, body: updateUserTypeBody },
  });
}

/** The user categories page's actions. */
export function userCategoryAction(context: AppLoadContext, request: Request) {
  return saveOrRowAction(context, request, {
    api: ADMIN_API.userCategories,
    entity: { one: "User category", many: "User categories" },
    create: { schema: createCategoryForm, body: createCategoryBody },
    update: { schema: updateCategoryForm, body: updateCategoryBody },
  });
}

/** Every user type (the categories page's filter and its create form's choice), [] when unreadable. */
export async function loadUserTypeOptions(
  context: AppLoadContext,
  request: Request,
): Promise<Pick<UserType, "id" | "title" | "status">[]> {
  const page = await apiGetOptional(context, request, "GET /admin/user-types/list", {
    query: { per_page: 50 },
  });
  return (page?.data ?? []).map((t) => ({ id: t.id, title: t.title, status: t.status }));
}
