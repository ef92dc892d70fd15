import { currentAuth, requireSession } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { EmailSent } from "./contract";
import { sendReauthCode } from "./reauth.service";

/** `/auth/user/reauth_code`: an e-mail code that stands in for a fresh sign-in (docs/decisions/0009). */
export const reauthRoutes = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/reauth_code",
    tags: ["Accounts"],
    summary: "E-mail the signed-in account a security code that confirms a sign-in change",
    security: bearer,
    middleware: [requireSession, authIpLimit] as const,
    responses: { 200: jsonResponse(EmailSent, "Code sent"), ...errorResponses(401, 429) },
  }),
  async (c) => {
    const caller = currentAuth(c);
    await sendReauthCode(c.env, c.var.db, caller);
    return c.json(
      { data: { email: caller.user.email }, msg: "We sent a security code to your e-mail." },
      200,
    );
  },
);
