import { currentAuth, requireSession, requireVerifiedEmail } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { changePassword } from "./accounts.service";
import { checkResetCode, resetPasswordWithCode } from "./codes.service";
import {
  EmailBody,
  EmailSent,
  PhoneBody,
  PhoneSent,
  ResetCodeValid,
  UpdatePasswordBody,
  UserSchema,
  VerifyCodeBody,
  VerifyResetBody,
} from "./contract";
import { requireRecentProof } from "./reauth.service";
import { loadUserView } from "./user-view";
import {
  confirmVerificationCode,
  requestEmailVerification,
  requestPhoneVerification,
  sendPasswordReset,
} from "./verification.service";

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
      // After the answer: the reply must not depend (in content or time) on whether the account exists.
      c.executionCtx.waitUntil(sendPasswordReset(c.env, c.var.db, email));
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
      await checkResetCode(c.var.db, c.env, email, code);
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
      responses: { 200: jsonResponse(UserSchema, "Password updated"), ...errorResponses(401, 403, 422, 429) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.var.db;
      let userId: string;
      let msg: string;
      if ("email" in body) {
        userId = await resetPasswordWithCode(db, c.env, body);
        await c.var.accountEvents({ type: "password_changed", userId, via: "reset" });
        msg = "Password updated. Sign in with your new password.";
      } else {
        const caller = currentAuth(c);
        const first = !caller.user.passwordHash;
        // A first password is lasting access: it needs a fresh sign-in or a reauth code (0009).
        if (first) await requireRecentProof(c.env, db, caller, body.code);
        await changePassword(db, caller, body.current_password, body.password);
        userId = caller.user.id;
        await c.var.accountEvents(
          first ? { type: "password_set", userId } : { type: "password_changed", userId, via: "settings" },
        );
        msg = first
          ? "Password set. Other devices were signed out."
          : "Password changed. Other devices were signed out.";
      }
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
      await requestEmailVerification(c.env, c.var.db, currentAuth(c).user, email);
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
      middleware: [requireSession, requireVerifiedEmail, authIpLimit] as const,
      request: { body: jsonBody(PhoneBody) },
      responses: {
        200: jsonResponse(PhoneSent, "Code sent"),
        ...errorResponses(401, 403, 409, 422, 429),
      },
    }),
    async (c) => {
      const { phone } = c.req.valid("json");
      const target = await requestPhoneVerification(c.env, c.var.db, currentAuth(c).user, phone);
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
      await confirmVerificationCode(c.env, c.var.db, user, channel, code);
      const msg = channel === "email" ? "Your e-mail is verified." : "Your phone number is verified.";
      return c.json({ data: await loadUserView(c.var.db, user.id), msg }, 200);
    },
  );
