import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../../kit/auth";
import type { ViewContext } from "./view-context";

/**
 * The view context of a signed-in request, with one clock reading per request. Route-side: it reads the
 * Hono context so that services, which take the `ViewContext` it builds, never do.
 */
export function viewContextOf(c: Context<AppEnv>): ViewContext {
  const auth = currentAuth(c);
  return {
    db: c.var.db,
    env: c.env,
    viewerId: auth.user.id,
    isAdmin: auth.roles.has("admin"),
    now: Date.now(),
  };
}
