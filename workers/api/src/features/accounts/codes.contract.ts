import { z } from "@hono/zod-openapi";
import { Code, Email, Password, Phone } from "./contract";

export const UpdatePasswordBody = z
  .union([
    z.object({ email: Email, code: Code, password: Password }).strict(),
    z
      .object({
        current_password: z.string().min(1, "Current password is required.").max(1024),
        password: Password,
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
