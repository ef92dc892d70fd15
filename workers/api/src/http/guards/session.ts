import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { resolveSession, roleForPath } from "../../features/accounts";
import { activityWrite } from "../../features/admin-dashboards";
import { forbidden, unauthenticated } from "../../kit/errors";
import { API_BASE } from "../../kit/paths";
import { isCrossOriginWrite, sessionCookieToken } from "./session-cookie";

/**
 * Resolves the caller's session into `c.var.auth` (null when absent or invalid). The session cookie
 * wins: when a browser sends it, any `Authorization` header is ignored, so a page script cannot act
 * with another token while its user is signed in; without the cookie, `Authorization: Bearer <token>`
 * is used (the web worker's server calls, tools, embedders). A cookie-carrying write from another
 * origin is refused before any route runs (docs/decisions/0306).
 *
 * The session is read from D1 on every request (one statement, resolveSession): nothing about it is
 * kept between requests, so a revoked session is refused on its next request wherever it lands (0308).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const cookieToken = sessionCookieToken(c.req.header("cookie"));
  if (cookieToken && isCrossOriginWrite(c.req.method, c.req.header("origin"), c.req.url)) {
    throw forbidden("Cross-origin request refused.");
  }
  const token = cookieToken ?? bearerToken(c.req.header("authorization"));
  if (token) {
    const auth = await resolveSession(c.var.db, token);
    c.set("auth", auth);
    if (auth) markActive(c, auth.user);
  }
  await next();
});

/**
 * Records the caller as active today (the admin dashboard's active users) after the response, on their
 * first request of the UTC day only: on every other request the stored day is current and nothing runs.
 */
function markActive(c: Context<AppEnv>, user: { id: string; lastActiveDay: number | null }) {
  const write = activityWrite(c.var.db, user);
  if (!write) return;
  const settled = write.catch((error: unknown) => console.error("last_active_day", error));
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No execution context (app.request in a unit test): the write simply runs on its own.
  }
}

function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? null;
}

/**
 * Guards whole areas by path prefix (spec §6): `/user`, `/creator`, `/promoter`, `/admin`. Because it
 * runs before any route, a new endpoint in an area is protected without its author doing anything.
 */
export const areaGuard = createMiddleware<AppEnv>(async (c, next) => {
  // Mounted under API_BASE only, so every path it sees starts with it.
  const role = roleForPath(c.req.path.slice(API_BASE.length));
  if (role) {
    const auth = c.var.auth;
    if (!auth) throw unauthenticated();
    if (!auth.roles.has(role)) throw forbidden(`This area needs the ${role} role.`);
  }
  await next();
});
