import { z } from "@hono/zod-openapi";
import { currentAuth, requireSession } from "../../kit/auth";
import { AppError, conflict } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { authIpLimit, limiterNamespace } from "../../kit/rate-limit/middleware";
import { assertNotLimited, consume, LOGIN_FAILURE_POLICY } from "../../kit/rate-limit/rate-limit";
import { createRouter } from "../../kit/router";
import { notifyNewSignIn } from "../notifications/security-events";
import { checkPassword, createAccountWithSession, findUserByEmail } from "./accounts.service";
import { authResult, isUniqueViolation } from "./auth-result";
import { AuthResult, UserSchema } from "./contract";
import { LoginBody, RegisterBody } from "./session.contract";
import { issueSession, revokeSession } from "./sessions.service";
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
      if (await findUserByEmail(db, body.email))
        throw conflict("An account with this e-mail already exists.");
      let created: Awaited<ReturnType<typeof createAccountWithSession>>;
      try {
        created = await createAccountWithSession(db, body, c.var.client);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("An account with this e-mail or phone already exists.");
        throw error;
      }
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
      responses: { 200: jsonResponse(AuthResult, "Signed in"), ...errorResponses(401, 422, 429) },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const db = c.var.db;
      const limiter = limiterNamespace(c.env);
      await assertNotLimited(limiter, LOGIN_FAILURE_POLICY, email);
      const user = await findUserByEmail(db, email);
      if (!(await checkPassword(db, user, password)) || !user || user.status !== "active") {
        await consume(limiter, LOGIN_FAILURE_POLICY, email);
        throw new AppError(401, "INVALID_CREDENTIALS", "Invalid email or password");
      }
      const session = await issueSession(db, user.id, c.var.client);
      await notifyNewSignIn(c, user.id, session.sessionId);
      const data = await authResult(db, user.id, session, "Login successful");
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
      responses: { 200: jsonResponse(UserSchema, "The account"), ...errorResponses(401) },
    }),
    async (c) => c.json({ data: await loadUserView(c.var.db, currentAuth(c).user.id) }, 200),
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/logout",
      tags: ["Accounts"],
      summary: "Revoke this session",
      security: bearer,
      middleware: [requireSession] as const,
      responses: { 200: jsonResponse(z.null(), "Signed out"), ...errorResponses(401) },
    }),
    async (c) => {
      await revokeSession(c.var.db, currentAuth(c).sessionId);
      return c.json({ data: null, msg: "You have been signed out." }, 200);
    },
  );
