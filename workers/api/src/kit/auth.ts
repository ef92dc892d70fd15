import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import type { AuditActor } from "./audit/statement";
import { AppError, unauthenticated } from "./errors";

/** The signed-in caller of a request, as the session guard resolved it from D1. */
export type Caller = NonNullable<AppEnv["Variables"]["auth"]>;

/**
 * The signed-in caller; throws 401 when there is none. Routes behind an area guard (`/user`, `/creator`,
 * `/promoter`, `/admin`) always have one; routes outside the areas use it to require a session.
 *
 * @example const { user } = currentAuth(c);
 */
export function currentAuth(c: Context<AppEnv>): Caller {
  const auth = c.get("auth");
  if (!auth) throw unauthenticated();
  return auth;
}

/**
 * Who acts in this request, as writes and their audit rows record it: the caller, the request's IP and
 * one instant shared by every write of the request. Throws 401 without a session.
 *
 * @example await genres.update(c.var.db, actingUser(c), id, body);
 */
export function actingUser(c: Context<AppEnv>): AuditActor {
  return { userId: currentAuth(c).user.id, ip: c.var.client?.ip ?? null, now: new Date() };
}

/** Route-level guard for signed-in-only routes outside the role areas (e.g. `/auth/user/logout`). */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) throw unauthenticated();
  await next();
});

/** The 403 an account with an unverified e-mail gets for what costs money or reaches others. */
export const emailNotVerified = () =>
  new AppError(
    403,
    "EMAIL_NOT_VERIFIED",
    "Verify your e-mail address first: we can send you a code from Settings.",
  );

/**
 * Throws 403 `EMAIL_NOT_VERIFIED` unless the caller's e-mail is verified. For a route that is gated only
 * for some inputs (publishing a playlist, not saving a private one), call it where that input is known.
 *
 * @example if (body.visibility === "public") assertEmailVerified(currentAuth(c));
 */
export function assertEmailVerified(caller: Caller): void {
  if (!caller.user.emailVerifiedAt) throw emailNotVerified();
}

/**
 * Route guard for everything that costs money or reaches other people (SMS, publishing; the wallet,
 * payments and uploads when they arrive): 401 without a session, 403 `EMAIL_NOT_VERIFIED` until the
 * e-mail is verified (docs/decisions/0009). Put it after the session guard in the route's `middleware`
 * and list 403 in its `errorResponses`.
 *
 * @example defineRoute({ ..., middleware: [requireVerifiedEmail] as const, responses: { ...errorResponses(401, 403) } })
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  assertEmailVerified(currentAuth(c));
  await next();
});
