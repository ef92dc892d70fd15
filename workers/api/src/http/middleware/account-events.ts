import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import type { NotifyDeps } from "../../features/notifications";
import { securityEmails, securityNotifications, sessionSockets } from "../../features/notifications";

/** The request's notification dependencies: its D1 handle, the REALTIME binding and its execution context. */
function requestNotifyDeps(c: Context<AppEnv>): NotifyDeps {
  const deps: NotifyDeps = { db: c.var.db, realtime: c.env.REALTIME };
  try {
    const ctx = c.executionCtx;
    deps.waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (e.g. app.request in a unit test): the publish is awaited instead.
  }
  return deps;
}

/**
 * Wires the account events of this request (`c.var.accountEvents`) to their listeners: the sockets of
 * ended sessions are closed first (so they do not receive what follows), then the security notifications
 * and the security e-mails.
 * Composition lives here so accounts never imports the features that listen to it.
 */
export const accountEvents = createMiddleware<AppEnv>(async (c, next) => {
  c.set("accountEvents", async (event) => {
    const deps = requestNotifyDeps(c);
    await sessionSockets(deps, c.var.auth?.sessionId ?? null)(event);
    await securityNotifications(deps)(event);
    await securityEmails({ env: c.env, db: c.var.db, waitUntil: deps.waitUntil })(event);
  });
  await next();
});
