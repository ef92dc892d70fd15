import { z } from "@hono/zod-openapi";
import { isCurrencyCode } from "@ngoma/currency";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { conflict, validationError } from "../../http/errors";
import { currentAuth, requireSession } from "../../http/guards/session";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { loadUserView } from "../../services/accounts/user-view";
import { isUniqueViolation } from "./auth-result";
import { Country, Name, Phone, UserSchema } from "./schemas";

/**
 * `.strict()` is the point: role, balance, verification flags and ids are not fields here, so a client
 * that sends them gets a 422 naming the field instead of a silent ignore.
 */
export const ProfileBody = z
  .object({
    name: Name,
    phone: Phone.nullable(),
    country: Country.nullable(),
    bio: z.string().trim().max(500, "Bio must be at most 500 characters.").nullable(),
    avatar_url: z
      .url({ protocol: /^https$/, error: "Avatar must be an https URL." })
      .max(1024)
      .nullable(),
  })
  .partial()
  .strict()
  .openapi("ProfileBody");

export const PreferencesBody = z
  .object({
    theme: z.enum(["dark", "light", "system"], { error: "Theme must be dark, light or system." }),
    // null = follow the country (docs/api-contract.md, "effective_currency").
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, "Choose a supported currency, e.g. UGX.")
      .nullable(),
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "Use a language tag such as en or fr-FR."),
    email_notifications: z.boolean(),
    audio_notifications: z.boolean(),
  })
  .partial()
  .strict()
  .openapi("PreferencesBody");

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
