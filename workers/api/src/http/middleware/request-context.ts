import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { createDb } from "../../kit/db";

/**
 * Gives every request an id (echoed as `X-Request-Id` and in 500 bodies) and a drizzle handle.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("db", createDb(c.env.DB));
  c.set("auth", null);
  await next();
  // In place: `c.header` after the route has answered makes Hono copy the whole Response.
  c.res.headers.set("X-Request-Id", requestId);
});
