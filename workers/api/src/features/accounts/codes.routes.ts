import { eq } from "drizzle-orm";
import { currentAuth, requireSession } from "../../kit/auth";
import { AppError, conflict, fieldError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { notifyPasswordChanged } from "../notifications/security-events";
import { checkPassword, findUserByEmail } from "./accounts.service";
import { isUniqueViolation } from "./auth-result";
import {
  EmailBody,
  EmailSent,
  PhoneBody,
  PhoneSent,
  ResetCodeValid,
  UpdatePasswordBody,
  VerifyCodeBody,
  VerifyResetBody,
} from "./codes.contract";
import { normaliseTarget } from "./codes.rules";
import { checkCode } from "./codes.service";
import { UserSchema } from "./contract";
import { hashPassword } from "./password-hash";
import { users } from "./schema";
import { revokeUserSessions } from "./sessions.service";
import { loadUserView } from "./user-view";
import { sendEmailVerification, sendPasswordReset, sendPhoneVerification } from "./verification.service";

const RESET_SENT = "If that e-mail is registered, a code has been sent.";

export const codeRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/password_reset",
      tags: ["Accounts"],
      summary: "Send a password-reset code (never reveals whether the e-mail is registered)",
      middleware: [authIpLimit] as const,
      request: { body: jsonBody(EmailBody) },
      responses: {
        200: jsonResponse(EmailSent, "Sent if registered"),
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      await sendPasswordReset(c.env, c.var.db, await findUserByEmail(c.var.db, email));
      return c.json({ data: { email }, msg: RESET_SENT }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify_reset",
      tags: ["Accounts"],
      summary: "Check a password-reset code without using it up",
      middleware: [authIpLimit] as const,
      request: { body: jsonBody(VerifyResetBody) },
      responses: {
        200: jsonResponse(ResetCodeValid, "The code is valid"),
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      const { email, code } = c.req.valid("json");
      await checkCode(c.var.db, c.env, {
        purpose: "password_reset",
        target: normaliseTarget("password_reset", email),
        code,
        consume: false,
      });
      return c.json(
        { data: { email, valid: true as const }, msg: "Code verified. Choose a new password." },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/update_password",
      tags: ["Accounts"],
      summary: "Set a new password with a reset code, or change it while signed in",
      middleware: [authIpLimit] as const,
      request: { body: jsonBody(UpdatePasswordBody) },
      responses: { 200: jsonResponse(UserSchema, "Password updated"), ...errorResponses(401, 422, 429) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.var.db;
      let userId: string;
      let keepSession: string | null = null;
      if ("code" in body) {
        const user = await findUserByEmail(db, body.email);
        // Same answer as a wrong code: the reset flow never confirms which e-mails exist.
        if (!user) throw fieldError("code", "This code is not valid. Request a new one.");
        await checkCode(db, c.env, {
          purpose: "password_reset",
          target: normaliseTarget("password_reset", body.email),
          code: body.code,
          consume: true,
        });
        userId = user.id;
      } else {
        const auth = currentAuth(c);
        if (auth.user.passwordHash && !(await checkPassword(db, auth.user, body.current_password))) {
          throw fieldError("current_password", "The current password is incorrect.");
        }
        userId = auth.user.id;
        keepSession = auth.sessionId;
      }
      const now = new Date();
      await db.batch([
        db
          .update(users)
          .set({ passwordHash: await hashPassword(body.password), updatedAt: now })
          .where(eq(users.id, userId)),
        revokeUserSessions(db, userId, keepSession, now),
      ]);
      await notifyPasswordChanged(c, userId, keepSession ? "settings" : "reset");
      const msg = keepSession
        ? "Password changed. Other devices were signed out."
        : "Password updated. Sign in with your new password.";
      return c.json({ data: await loadUserView(db, userId), msg }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify_email",
      tags: ["Accounts"],
      summary: "Send an e-mail verification code to the account's address",
      security: bearer,
      middleware: [requireSession, authIpLimit] as const,
      request: { body: jsonBody(EmailBody) },
      responses: {
        200: jsonResponse(EmailSent, "Code sent"),
        ...errorResponses(401, 422, 429),
      },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      const { user } = currentAuth(c);
      if (email !== user.email) throw fieldError("email", "This is not the e-mail address of your account.");
      if (user.emailVerifiedAt) throw conflict("Your e-mail is already verified.");
      await sendEmailVerification(c.env, c.var.db, user.id, email);
      return c.json({ data: { email }, msg: "We sent a verification code to your e-mail." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify_phone_number",
      tags: ["Accounts"],
      summary: "Set the account's phone number and send it a verification code",
      security: bearer,
      middleware: [requireSession, authIpLimit] as const,
      request: { body: jsonBody(PhoneBody) },
      responses: {
        200: jsonResponse(PhoneSent, "Code sent"),
        ...errorResponses(401, 409, 422, 429),
      },
    }),
    async (c) => {
      const { phone } = c.req.valid("json");
      const { user } = currentAuth(c);
      const target = normaliseTarget("phone", phone);
      if (user.phone !== target) {
        try {
          await c.var.db
            .update(users)
            .set({ phone: target, phoneVerifiedAt: null, updatedAt: new Date() })
            .where(eq(users.id, user.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict("This phone number belongs to another account.");
          throw error;
        }
      } else if (user.phoneVerifiedAt) {
        throw conflict("This phone number is already verified.");
      }
      await sendPhoneVerification(c.env, c.var.db, user.id, target);
      return c.json({ data: { phone: target }, msg: "We sent a verification code to your phone." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify_code",
      tags: ["Accounts"],
      summary: "Confirm an e-mail or phone verification code",
      security: bearer,
      middleware: [requireSession, authIpLimit] as const,
      request: { body: jsonBody(VerifyCodeBody) },
      responses: { 200: jsonResponse(UserSchema, "Verified"), ...errorResponses(401, 422, 429) },
    }),
    async (c) => {
      const { channel, code } = c.req.valid("json");
      const { user } = currentAuth(c);
      const address = channel === "email" ? user.email : user.phone;
      if (!address)
        throw new AppError(422, "VALIDATION", "Validation errors occurred", {
          channel: ["Add a phone number first."],
        });
      await checkCode(c.var.db, c.env, {
        purpose: channel,
        target: normaliseTarget(channel, address),
        code,
        consume: true,
      });
      const now = new Date();
      const flag = channel === "email" ? { emailVerifiedAt: now } : { phoneVerifiedAt: now };
      await c.var.db
        .update(users)
        .set({ ...flag, updatedAt: now })
        .where(eq(users.id, user.id));
      const msg = channel === "email" ? "Your e-mail is verified." : "Your phone number is verified.";
      return c.json({ data: await loadUserView(c.var.db, user.id), msg }, 200);
    },
  );
