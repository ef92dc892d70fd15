import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth, requireSession, requireVerifiedEmail } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { authResult } from "./auth-result";
import { AuthResult, LinkBody, PROVIDER_LABELS, ProviderSignInBody, UserSchema } from "./contract";
import type { Provider } from "./oauth/providers";
import { linkVerifiedProvider, signInWithIdToken } from "./provider.service";
import { requireRecentProof } from "./reauth.service";
import { loadUserView } from "./user-view";

function signInRoute(provider: Provider) {
  return defineRoute({
    method: "post",
    path: `/login/${provider}`,
    tags: ["Accounts"],
    summary: `Sign in with ${PROVIDER_LABELS[provider]} (verified id token)`,
    middleware: [authIpLimit] as const,
    request: { body: jsonBody(ProviderSignInBody) },
    responses: {
      200: jsonResponse(AuthResult, "Signed in"),
      ...errorResponses(400, 401, 403, 409, 422, 429),
    },
  });
}

async function signIn(c: Context<AppEnv>, provider: Provider, body: z.infer<typeof ProviderSignInBody>) {
  const { userId, session, created, tookOver } = await signInWithIdToken(
    c.env,
    c.var.db,
    provider,
    body,
    c.var.client,
  );
  if (tookOver) {
    // The squatter's sessions are revoked; their open sockets close before the sign-in is announced.
    await c.var.accountEvents({
      type: "sessions_ended",
      userId,
      scope: { allExcept: session.sessionId },
    });
  }
  if (!created) {
    await c.var.accountEvents({
      type: "signed_in",
      userId,
      sessionId: session.sessionId,
      client: c.var.client,
    });
  }
  return authResult(c.var.db, userId, session, created ? "Welcome to Ngoma!" : "Login successful");
}

export const providerRoutes = createRouter()
  .openapi(signInRoute("google"), async (c) => {
    const data = await signIn(c, "google", c.req.valid("json"));
    return c.json({ data, msg: data.msg }, 200);
  })
  .openapi(signInRoute("apple"), async (c) => {
    const data = await signIn(c, "apple", c.req.valid("json"));
    return c.json({ data, msg: data.msg }, 200);
  })
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify_provider_account",
      tags: ["Accounts"],
      summary:
        "Link a Google or Apple identity to the signed-in account (a verified e-mail; a sign-in within 10 minutes, or a reauth code)",
      security: bearer,
      // An unproved address may belong to someone else: a link made on it would survive their takeover.
      middleware: [requireSession, requireVerifiedEmail, authIpLimit] as const,
      request: { body: jsonBody(LinkBody) },
      responses: {
        200: jsonResponse(UserSchema, "Linked"),
        ...errorResponses(400, 401, 403, 409, 422, 429),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const auth = currentAuth(c);
      await requireRecentProof(c.env, c.var.db, auth, body.code);
      const linked = await linkVerifiedProvider(c.env, c.var.db, auth.user.id, body);
      if (linked) {
        await c.var.accountEvents({ type: "provider_linked", userId: auth.user.id, provider: body.provider });
      }
      return c.json(
        { data: await loadUserView(c.var.db, auth.user.id), msg: "Sign-in provider linked." },
        200,
      );
    },
  );
