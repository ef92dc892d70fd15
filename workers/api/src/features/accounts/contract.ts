// The accounts wire contract: every request and response schema of `/auth/user/*`, `/user/account/*` and
// `/user/sessions/*`. Zod only (plus the password policy the schemas apply), so the web app can type-check it.
import { z } from "@hono/zod-openapi";
import { isCurrencyCode } from "@ngoma/currency";
import { passwordProblem } from "./password-policy";

export const Email = z
  .string({ error: "E-mail is required." })
  .trim()
  .toLowerCase()
  .max(254, "E-mail is too long.")
  .pipe(z.email("Enter a valid e-mail address."))
  .openapi({ example: "ada@example.com" });

export const Password = z
  .string({ error: "Password is required." })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .openapi({ example: "correct horse battery staple" });

export const Phone = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, "Enter the phone number in international format, e.g. +256700000000.")
  .openapi({ example: "+256700000000" });

export const Country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. UG.")
  .openapi({ example: "UG" });

export const Code = z
  .string({ error: "Code is required." })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code.")
  .openapi({ example: "123456" });

export const Name = z
  .string({ error: "Name is required." })
  .trim()
  .min(2, "Name must be at least 2 characters.")
  .max(80, "Name must be at most 80 characters.");

export const UserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    avatar_url: z.string().nullable(),
    bio: z.string().nullable(),
    roles: z.array(z.enum(["listener", "creator", "promoter", "admin"])),
    creator_kinds: z.array(z.enum(["artist", "producer", "songwriter"])),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    has_password: z.boolean(),
    providers: z.array(z.string()),
    preferences: z.object({
      theme: z.enum(["dark", "light", "system"]),
      currency: z.string().nullable(),
      effective_currency: z.string().openapi({ example: "UGX" }),
      language: z.string(),
      email_notifications: z.boolean(),
      audio_notifications: z.boolean(),
    }),
    created_at: z.string(),
  })
  .openapi("User");

/** `authuser`: the account, and the session the token belongs to (the websocket gate tags sockets with it). */
export const AuthUserSchema = UserSchema.extend({ session_id: z.string() }).openapi("AuthUser");

export const AuthResult = z
  .object({
    user: UserSchema,
    authtoken: z.object({
      access_token: z.string(),
      token_type: z.literal("Bearer"),
      expires_at: z.string(),
    }),
    msg: z.string(),
  })
  .openapi("AuthResult");

// Sign-up and sign-in

export const RegisterBody = z
  .object({
    name: Name,
    email: Email,
    password: Password,
    phone: Phone.optional(),
    country: Country.optional(),
  })
  .strict()
  .openapi("RegisterBody");

export const LoginBody = z
  .object({
    email: Email,
    password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
  })
  .strict()
  .openapi("LoginBody");

// Sign-in providers

export const ProviderName = z.enum(["google", "apple"], { error: "Provider is google or apple." });

/** How people call each sign-in provider, in messages and e-mails. */
export const PROVIDER_LABELS: Record<z.infer<typeof ProviderName>, string> = {
  google: "Google",
  apple: "Apple",
};

const IdToken = z.string({ error: "id_token is required." }).min(20, "id_token is not a token.").max(8192);
const Nonce = z
  .string({ error: "nonce is required." })
  .min(16, "nonce must be at least 16 characters.")
  .max(256);
export const ProviderSignInBody = z
  .object({ id_token: IdToken, nonce: Nonce, name: Name.optional() })
  .strict()
  .openapi("ProviderSignInBody");
/**
 * `code`: a reauth code (POST /auth/user/reauth_code), needed only when the session is older than 10
 * minutes (docs/decisions/0009).
 */
export const LinkBody = z
  .object({ provider: ProviderName, id_token: IdToken, nonce: Nonce, code: Code.optional() })
  .strict()
  .openapi("LinkProviderBody");

export const LinkedProvider = z
  .object({ provider: ProviderName, email: z.string().nullable(), linked_at: z.string() })
  .openapi("LinkedProvider");
export const LinkedProviderList = z.array(LinkedProvider);
/** `{provider}` of `/user/account/providers/unlink/{provider}`. */
export const ProviderParam = z.object({
  provider: ProviderName.openapi({ param: { name: "provider", in: "path" } }),
});

// One-time codes and passwords

export const UpdatePasswordBody = z
  .union([
    z.object({ email: Email, code: Code, password: Password }).strict(),
    // A provider-only account omits current_password; `code` (reauth) stands in for a sign-in older than
    // 10 minutes when it sets its first password.
    z
      .object({
        current_password: z.string().min(1, "Current password is required.").max(1024).optional(),
        password: Password,
        code: Code.optional(),
      })
      .strict(),
  ])
  .openapi("UpdatePasswordBody");

/** `{ email }`: where a reset or verification code goes. */
export const EmailBody = z.object({ email: Email }).strict();
export const PhoneBody = z.object({ phone: Phone }).strict();
export const VerifyResetBody = z.object({ email: Email, code: Code }).strict();
export const VerifyCodeBody = z.object({ channel: z.enum(["email", "phone"]), code: Code }).strict();

export const EmailSent = z.object({ email: z.string() });
export const PhoneSent = z.object({ phone: z.string() });
export const ResetCodeValid = z.object({ email: z.string(), valid: z.literal(true) });

// Profile and preferences

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
    // null = follow the country (the API guide at /api/docs, "effective_currency").
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

// Signed-in devices

export const SessionView = z
  .object({
    id: z.string(),
    device: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    current: z.boolean(),
  })
  .openapi("Session");

export const SessionList = z.array(SessionView);

/** `{id}` of `/user/sessions/revoke/{id}`. */

/** The `data` of calls that answer with a message only (sign-out). */
export const NoData = z.null();
