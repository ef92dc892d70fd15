import { z } from "@hono/zod-openapi";
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
