import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import type { AuthContext } from "../../services/accounts/auth-context";
import { roleForPath } from "../../services/accounts/roles";
import { resolveSession } from "../../services/accounts/sessions.service";
import { touchViewer } from "../../services/accounts/viewer-epoch";
import { forbidden, unauthenticated } from "../errors";
import { isCrossOriginWrite, SAFE_METHODS, sessionCookieToken } from "./session-cookie";

/**
 * POSTs that only read (spec §7 makes "who am I" a POST). The web app sends it on every page load, and
 * treating it as a write would void the caller's cached session and flags each time.
 */
const READ_ONLY_POSTS = new Set(["/api/v1/auth/user/authuser"]);

/**
 * Resolves the caller's session into `c.var.auth` (null when absent or invalid). The session cookie
 * wins: when a browser sends it, any `Authorization` header is ignored, so a page script cannot act
 * with another token while its user is signed in; without the cookie, `Authorization: Bearer <token>`
 * is used (the web worker's server calls, tools, embedders). A cookie-carrying write from another
 * origin is refused before any route runs (docs/decisions/0306).
 *
 * Reads may reuse a session resolved moments ago in this isolate; writes always check D1, and once a
 * write is done its user's per-isolate caches are voided so their next read sees it (0303).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const cookieToken = sessionCookieToken(c.req.url, c.req.header("cookie"));
  if (cookieToken && isCrossOriginWrite(c.req.method, c.req.header("origin"), c.req.url)) {
    throw forbidden("Cross-origin request refused.");
  }
  const token = cookieToken ?? bearerToken(c.req.header("authorization"));
  const safe = SAFE_METHODS.has(c.req.method) || (c.req.method === "POST" && READ_ONLY_POSTS.has(c.req.path));
  if (token) c.set("auth", await resolveSession(c.var.db, token, { cached: safe }));
  await next();
  const auth = c.var.auth;
  if (!safe && auth) touchViewer(auth.user.id);
});

function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? null;
}

/**
 * Guards whole areas by path prefix (spec §6): `/user`, `/creator`, `/promoter`, `/admin`. Because it
 * runs before any route, a new endpoint in an area is protected without its author doing anything.
 */
export const areaGuard = createMiddleware<AppEnv>(async (c, next) => {
  const base = "/api/v1";
  const path = c.req.path.startsWith(base) ? c.req.path.slice(base.length) : c.req.path;
  const role = roleForPath(path);
  if (role) {
    const auth = c.var.auth;
    if (!auth) throw unauthenticated();
    if (!auth.roles.has(role)) throw forbidden(`This area needs the ${role} role.`);
  }
  await next();
});

/** Route-level guard for signed-in-only routes outside the role areas (e.g. `/auth/user/logout`). */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) throw unauthenticated();
  await next();
});

/** The signed-in caller; throws 401 when there is none. */
export function currentAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  if (!auth) throw unauthenticated();
  return auth;
}
