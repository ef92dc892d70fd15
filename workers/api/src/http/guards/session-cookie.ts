// The browser's credential. Browsers reach `/api/v1/*` with the httpOnly session cookie the web app set
// at sign-in (docs/decisions/0200), not with a bearer: in production Cloudflare routes those paths on the
// app's host straight to this worker, and locally the web worker forwards them unchanged
// (docs/decisions/0306). So the cookie rules live here, once, for both paths. Pure functions of the
// request's parts: the web app's tests hold its cookie writer to this reader (session-contract.test.ts).
import { parse } from "hono/utils/cookie";

/**
 * The one cookie name the web app writes (apps/web/app/lib/session.server.ts), on every origin:
 * `__Host-` (Secure, Path=/, no Domain), so a sibling subdomain cannot plant a session. A cookie
 * without the prefix is never read (docs/decisions/0011).
 */
export const SESSION_COOKIE = "__Host-ngoma_session";

/** Methods that only read: never refused for their origin. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The api token in a request's session cookie, or null.
 *
 * @example sessionCookieToken("theme=dark; __Host-ngoma_session=abc") // "abc"
 */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || null;
}

/**
 * True for a write (any method but GET, HEAD and OPTIONS) whose `Origin` is another origin. With the
 * session cookie on it, such a request is refused: SameSite=Lax already keeps the cookie off
 * cross-site writes, and this also covers same-site neighbours (another subdomain or port).
 *
 * @example isCrossOriginWrite("POST", "https://evil.example", "https://ngoma.app/api/v1/x") // true
 */
export function isCrossOriginWrite(method: string, origin: string | undefined, url: string): boolean {
  if (SAFE_METHODS.has(method) || origin === undefined) return false;
  return origin !== new URL(url).origin;
}
