import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth, requireSession } from "../../kit/auth";
import { conflict, validationError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { isUniqueViolation } from "./auth-result";
import { UserSchema } from "./contract";
import { PreferencesBody, ProfileBody } from "./profile.contract";
import { users } from "./schema";
import { loadUserView } from "./user-view";

export { PreferencesBody, ProfileBody } from "./profile.contract";

async function savePreferences(c: Context<AppEnv>, body: z.infer<typeof PreferencesBody>) {
  const { user } = currentAuth(c);
  await c.var.db
    .update(users)
    .set({
      prefTheme: body.theme,
      prefCurrency: body.currency,
      prefLanguage: body.language,
      prefEmailNotifications: body.email_notifications,
      prefAudioNotifications: body.audio_notifications,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return c.json({ data: await loadUserView(c.var.db, user.id), msg: "Preferences saved." }, 200);
}

const preferencesRoute = (path: string) =>
  defineRoute({
    method: "post",
    path,
    tags: ["Accounts"],
    summary: "Update display and notification preferences",
    security: bearer,
    middleware: [requireSession] as const,
    request: { body: jsonBody(PreferencesBody) },
    responses: { 200: jsonResponse(UserSchema, "Saved"), ...errorResponses(401, 422) },
  });

export const profileRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/update_profile",
      tags: ["Accounts"],
      summary: "Update the profile",
      security: bearer,
      middleware: [requireSession] as const,
      request: { body: jsonBody(ProfileBody) },
      responses: { 200: jsonResponse(UserSchema, "Saved"), ...errorResponses(401, 409, 422) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      if (Object.keys(body).length === 0)
        throw validationError({ _: ["Send at least one field to change."] });
      const { user } = currentAuth(c);
      const phoneChanged = body.phone !== undefined && body.phone !== user.phone;
      try {
        await c.var.db
          .update(users)
          .set({
            name: body.name,
            phone: body.phone,
            country: body.country,
            bio: body.bio,
            avatarUrl: body.avatar_url,
            ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("This phone number belongs to another account.");
        throw error;
      }
      return c.json({ data: await loadUserView(c.var.db, user.id), msg: "Profile updated." }, 200);
    },
  )
  .openapi(preferencesRoute("/update_preferences"), async (c) => savePreferences(c, c.req.valid("json")));

/** Spec §7 also lists the preferences call under the account area (`/user/account/update_preferences`). */
export const accountPreferencesRoutes = createRouter().openapi(
  preferencesRoute("/update_preferences"),
  async (c) => savePreferences(c, c.req.valid("json")),
);
