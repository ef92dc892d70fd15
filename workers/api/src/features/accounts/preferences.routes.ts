import { currentAuth, requireSession } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { PreferencesBody, UserSchema } from "./contract";
import { savePreferences } from "./profile.service";
import { loadUserView } from "./user-view";

const updatePreferences = defineRoute({
  method: "post",
  path: "/update_preferences",
  tags: ["Accounts"],
  summary: "Update display and notification preferences",
  security: bearer,
  middleware: [requireSession] as const,
  request: { body: jsonBody(PreferencesBody) },
  responses: { 200: jsonResponse(UserSchema, "Saved"), ...errorResponses(401, 422) },
});

/**
 * The preferences call. Spec §7 lists it twice, under `/auth/user` (mounted by accounts/routes.ts) and
 * under the account area `/user/account` (mounted by app.ts), so both mounts use this one router.
 */
export const preferencesRoutes = createRouter().openapi(updatePreferences, async (c) => {
  const { user } = currentAuth(c);
  await savePreferences(c.var.db, user.id, c.req.valid("json"));
  return c.json({ data: await loadUserView(c.var.db, user.id), msg: "Preferences saved." }, 200);
});
