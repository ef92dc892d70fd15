import { z } from "@hono/zod-openapi";
import { isCurrencyCode } from "@ngoma/currency";
import { Country, Name, Phone } from "./contract";

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
