import { currentAuth, requireSession } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { registerAccount, signInWithPassword } from "./accounts.service";
import { authResult } from "./auth-result";
import { AuthResult, AuthUserSchema, LoginBody, NoData, RegisterBody } from "./contract";
import { revokeSession } from "./sessions.service";
import { loadUserView } from "./user-view";
import { sendEmailVerification } from "./verification.service";

export const sessionRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/register",
      tags: ["Accounts"],
      summary: "Create an account and sign in",
      middleware: [authIpLimit] as const,
      request: { body: jsonBody(RegisterBody) },
      responses: {
        201: jsonResponse(AuthResult, "Registered and signed in"),
        ...errorResponses(409, 422, 429),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.var.db;
      const created = await registerAccount(db, body, c.var.client);
      await sendEmailVerification(c.env, db, created.userId, body.email);
      const data = await authResult(
        db,
        created.userId,
        created.session,
        "Registration successful. We sent a code to your e-mail.",
      );
      return c.json({ data, msg: data.msg }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/login",
      tags: ["Accounts"],
      summary: "Sign in with e-mail and password",
      middleware: [authIpLimit] as const,
      request: { body: jsonBody(LoginBody) },
      responses: { 200: jsonResponse(AuthResult, "Signed in"), ...errorResponses(401, 403, 422, 429) },
    }),
    async (c) => {
      const db = c.var.db;
      const { userId, session } = await signInWithPassword(
        db,
        c.env.RATE_LIMITER,
        c.req.valid("json"),
        c.var.client,
      );
      await c.var.accountEvents({
        type: "signed_in",
        userId,
        sessionId: session.sessionId,
        client: c.var.client,
      });
      const data = await authResult(db, userId, session, "Login successful");
      return c.json({ data, msg: data.msg }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/authuser",
      tags: ["Accounts"],
      summary: "The signed-in account",
      security: bearer,
      middleware: [requireSession] as const,
      responses: { 200: jsonResponse(AuthUserSchema, "The account and the session"), ...errorResponses(401) },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const user = await loadUserView(c.var.db, auth.user.id);
      return c.json({ data: { ...user, session_id: auth.sessionId } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/logout",
      tags: ["Accounts"],
      summary: "Revoke this session",
      security: bearer,
      middleware: [requireSession] as const,
      responses: { 200: jsonResponse(NoData, "Signed out"), ...errorResponses(401) },
    }),
    async (c) => {
      const { user, sessionId } = currentAuth(c);
      await revokeSession(c.var.db, sessionId);
      await c.var.accountEvents({ type: "sessions_ended", userId: user.id, scope: { sessionId } });
      return c.json({ data: null, msg: "You have been signed out." }, 200);
    },
  );
