import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { unauthenticated } from "./errors";

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

/** Route-level guard for signed-in-only routes outside the role areas (e.g. `/auth/user/logout`). */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) throw unauthenticated();
  await next();
});
