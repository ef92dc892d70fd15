// The browser's credential. Browsers reach `/api/v1/*` with the httpOnly session cookie the web app set
// at sign-in (docs/decisions/0200), not with a bearer: in production Cloudflare routes those paths on the
// app's host straight to this worker, and locally the web worker forwards them unchanged
// (docs/decisions/0306). So the cookie rules live here, once, for both paths. Pure functions of the
// request's parts: the web app's tests hold its cookie writer to this reader (session-contract.test.ts).
import { parse } from "hono/utils/cookie";

/**
 * The cookie names the web app writes (apps/web/app/lib/session.server.ts): `__Host-` with `Secure`
 * over https, the plain name on http://localhost, where browsers refuse `__Host-` without `Secure`.
 * The name follows the request's scheme, as it does when the web app sets it.
 */
export const SECURE_SESSION_COOKIE = "__Host-ngoma_session";
export const DEV_SESSION_COOKIE = "ngoma_session";

/** Methods that only read: never refused for their origin. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The api token in the session cookie of a request to `url`, or null.
 *
 * @example sessionCookieToken("http://localhost:8787/api/v1/x", "ngoma_session=abc") // "abc"
 */
export function sessionCookieToken(url: string, cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const name = url.startsWith("https:") ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE;
  return parse(cookieHeader, name)[name] || null;
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
