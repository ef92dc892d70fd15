import { createMiddleware } from "hono/factory";
import { createDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { runInRequestScope } from "../../lib/request-scope";

/**
 * Gives every request an id (echoed as `X-Request-Id` and in 500 bodies), a drizzle handle, and a
 * request scope, so work it starts for other requests too outlives its cancellation (lib/request-scope).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("db", createDb(c.env.DB));
  c.set("auth", null);
  await runInRequestScope(executionContextOf(c), next);
  // In place: `c.header` after the route has answered makes Hono copy the whole Response.
  c.res.headers.set("X-Request-Id", requestId);
});

/** The request's ExecutionContext; Hono's getter throws when the app was called without one. */
function executionContextOf(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
