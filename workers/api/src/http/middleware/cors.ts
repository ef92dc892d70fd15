import type { MiddlewareHandler } from "hono";
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

/** The cors middleware for one `CORS_ORIGINS` setting, built once per isolate, not per request. */
const bySetting = new Map<string, MiddlewareHandler>();

function corsFor(setting: string): MiddlewareHandler {
  let handler = bySetting.get(setting);
  if (!handler) {
    const origins = allowedOrigins(setting);
    handler = cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Authorization", "X-Request-Id"],
      exposeHeaders: ["X-Request-Id", "Retry-After"],
      maxAge: 600,
    });
    bySetting.set(setting, handler);
  }
  return handler;
}

/**
 * CORS only for configured origins. The web app is same-origin and needs none; this is for tools and
 * embedders. Credentials are bearer tokens, never cookies, so `credentials` stays off.
 */
export const apiCors = createMiddleware<AppEnv>((c, next) => corsFor(c.env.CORS_ORIGINS ?? "")(c, next));
