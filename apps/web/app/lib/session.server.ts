// The session cookie (issue 3): the api token lives in an httpOnly, SameSite=Lax cookie, never in
// localStorage. It is `__Host-ngoma_session` + Secure on every origin, http://localhost included
// (docs/decisions/0011); the api reads the same name (workers/api/src/http/guards/session-cookie.ts).
import { parseCookies, serializeCookie } from "./cookies";

export const SESSION_COOKIE = "__Host-ngoma_session";
/** Carries the password-reset e-mail (and, once verified, the code) between the reset steps. */
export const RESET_COOKIE = "__Host-ngoma_reset";
export const RESET_MAX_AGE_S = 10 * 60;
/** One-shot message for the banner after a redirect (e.g. "Password updated"). */
export const FLASH_COOKIE = "__Host-ngoma_flash";

/** The api token of this request's session, or null. */
export function readSessionToken(request: Request): string | null {
  const value = parseCookies(request.headers.get("cookie"))[SESSION_COOKIE];
  return value ? value : null;
}

/** Set-Cookie storing `token` until `expiresAt` (ISO; falls back to 30 days). */
export function sessionCookie(token: string, expiresAt?: string, now = Date.now()): string {
  const expires = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const maxAge = Number.isFinite(expires) ? (expires - now) / 1000 : 30 * 24 * 3600;
  return serializeCookie(SESSION_COOKIE, token, { maxAge, httpOnly: true, sameSite: "Lax" });
}

export function clearSessionCookie(): string {
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0, httpOnly: true });
}

export interface ResetState {
  email: string;
  /** Present after verify_reset accepted it; update_password re-checks it on the api. */
  code?: string;
}

export function readReset(request: Request): ResetState | null {
  const raw = parseCookies(request.headers.get("cookie"))[RESET_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ResetState>;
    if (typeof value.email !== "string" || !value.email.includes("@")) return null;
    return typeof value.code === "string" ? { email: value.email, code: value.code } : { email: value.email };
  } catch {
    return null;
  }
}

export function resetCookie(state: ResetState | null): string {
  return serializeCookie(RESET_COOKIE, state ? JSON.stringify(state) : "", {
    maxAge: state ? RESET_MAX_AGE_S : 0,
    httpOnly: true,
  });
}

export type FlashKind = "success" | "error" | "warning" | "info";
export interface Flash {
  kind: FlashKind;
  message: string;
}

export function flashCookie(flash: Flash | null): string {
  return serializeCookie(FLASH_COOKIE, flash ? JSON.stringify(flash) : "", {
    maxAge: flash ? 60 : 0,
    httpOnly: true,
  });
}

export function readFlash(request: Request): Flash | null {
  const raw = parseCookies(request.headers.get("cookie"))[FLASH_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Flash>;
    const kinds = ["success", "error", "warning", "info"];
    if (typeof value.message === "string" && kinds.includes(String(value.kind))) {
      return { kind: value.kind as FlashKind, message: value.message };
    }
  } catch {
    // A damaged flash is just dropped.
  }
  return null;
}
