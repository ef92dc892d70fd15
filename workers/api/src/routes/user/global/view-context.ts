import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { currentAuth } from "../../../http/guards/session";
import type { ViewContext } from "../../../services/catalogue/view-context";

/** The view-building context of a signed-in request (one clock reading for every URL it signs). */
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
