import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";

/** Parses the comma-separated `CORS_ORIGINS` setting. */
export function allowedOrigins(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  );
}

/**
 * CORS only for configured origins. The web app is same-origin and needs none; this is for tools and
 * embedders. Credentials are bearer tokens, never cookies, so `credentials` stays off.
 */
export const apiCors = createMiddleware<AppEnv>(async (c, next) => {
  const origins = allowedOrigins(c.env.CORS_ORIGINS);
  return cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Authorization", "X-Request-Id"],
    exposeHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  })(c, next);
});
