import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { oncePerSetting } from "../../kit/once-per";
import { listSetting } from "../../kit/settings";

/** Parses the comma-separated `CORS_ORIGINS` setting. */
export function allowedOrigins(setting: string | undefined): Set<string> {
  return new Set(listSetting(setting));
}

/** The parsed setting, once per isolate rather than per request. */
const originsOf = oncePerSetting(allowedOrigins);

const PREFLIGHT = {
  "Access-Control-Allow-Methods": "GET,POST,OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type,Authorization,X-Request-Id",
  "Access-Control-Max-Age": "600",
};
const EXPOSED = "X-Request-Id,Retry-After";

/**
 * CORS only for configured origins. The web app is same-origin and needs none; this is for tools and
 * embedders, which authenticate with bearer tokens. The browser's session cookie (http/guards/
 * session-cookie.ts) is same-origin only: `Allow-Credentials` is never sent, so no other origin can make
 * a credentialed request read an answer.
 * Every OPTIONS request is answered here (204); other responses get their CORS headers set in place
 * once the route has answered. Not hono's `cors`: it touches the response before the route runs and
 * appends `Vary` through `c.header` after, and each of those makes Hono copy the route's Response
 * (two copies per request; docs/decisions/0308).
 */
export const apiCors = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  const allowed = origin !== undefined && originsOf(c.env.CORS_ORIGINS ?? "").has(origin);
  if (c.req.method === "OPTIONS") {
    const headers = new Headers(PREFLIGHT);
    headers.set("Vary", "Origin");
    if (allowed) {
      headers.set("Access-Control-Allow-Origin", origin);
      headers.set("Access-Control-Expose-Headers", EXPOSED);
    }
    return new Response(null, { status: 204, headers });
  }
  await next();
  const headers = c.res.headers;
  headers.append("Vary", "Origin");
  if (allowed) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", EXPOSED);
  }
});
