// Minimal cookie reading/writing for the worker and Remix (no signing needed: the session cookie holds
// the api token, which the api validates on every call; see docs/decisions/0200-web-session-and-shell.md).

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict";
}

/**
 * Every cookie this app sets is `__Host-`: Secure, Path=/ and no Domain, so only this exact origin can
 * set or overwrite it (a sibling subdomain cannot plant a session or an OAuth nonce). Browsers that
 * treat http://localhost as a secure context (Chromium, Firefox) accept it there too, so local
 * development uses the same names (docs/decisions/0011).
 */
export const HOST_PREFIX = "__Host-";

/**
 * A Set-Cookie value for a `__Host-` cookie: always `Path=/` and `Secure`, HttpOnly and Lax unless told.
 * Throws on a name without the prefix, so no cookie can be set without it.
 *
 * @example serializeCookie("__Host-a", "1") // "__Host-a=1; Path=/; HttpOnly; Secure; SameSite=Lax"
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!name.startsWith(HOST_PREFIX)) throw new TypeError(`cookie ${name} must be ${HOST_PREFIX}-prefixed`);
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.httpOnly !== false) parts.push("HttpOnly");
  parts.push("Secure", `SameSite=${options.sameSite ?? "Lax"}`);
  return parts.join("; ");
}
