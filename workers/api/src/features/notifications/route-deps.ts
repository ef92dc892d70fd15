import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { NotifyDeps } from "./notifications.service";

/**
 * What `notify` needs from a request: its D1 handle, the REALTIME binding, and its `waitUntil` so the
 * live push runs after the response. Routes hand it to services, which know no Hono.
 *
 * @example await decide(notifyDeps(c), actingUser(c), id, body);
 */
export function notifyDeps(c: Context<AppEnv>): NotifyDeps {
  return { db: c.var.db, realtime: c.env.REALTIME, waitUntil: (p) => c.executionCtx.waitUntil(p) };
}
