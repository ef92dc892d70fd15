import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Bindings } from "../../env";
import type { CallbackDelivery } from "../../features/payments";

/** An execution context as Hono hands it on (a request's; a cron's has the same `waitUntil`). */
type AppExecutionContext = Context<AppEnv>["executionCtx"];

/** The app's own fetch: a callback Request in, its Response out (no network hop). */
export type AppFetch = (
  request: Request,
  env: Bindings,
  ctx: AppExecutionContext | undefined,
) => Response | Promise<Response>;

/**
 * A callback delivery that hands a sandbox's callback straight to `fetchFn` (the app itself), after the
 * current response, inside `ctx.waitUntil`. Scheduled code builds one with the cron's context.
 *
 * @example createCallbackDelivery((req) => app.fetch(req, env, ctx), ctx)
 */
export function createCallbackDelivery(
  fetchFn: (request: Request) => Response | Promise<Response>,
  ctx: { waitUntil(promise: Promise<unknown>): void } | null,
): CallbackDelivery {
  return {
    deliver: async (request) => {
      const response = await fetchFn(request);
      if (!response.ok) {
        console.warn(
          JSON.stringify({
            level: "warn",
            msg: "callback refused",
            url: request.url,
            status: response.status,
          }),
        );
      }
      return response;
    },
    // Without an execution context (a unit test's app.request) the promise simply runs on its own.
    waitUntil: (promise) => (ctx ? ctx.waitUntil(promise) : void promise),
  };
}

/** Sets `c.var.callbackDelivery`: deliveries go into `appFetch` with this request's bindings and context. */
export function callbackDelivery(appFetch: AppFetch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let ctx: AppExecutionContext | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      // No execution context (app.request in a unit test).
    }
    c.set(
      "callbackDelivery",
      createCallbackDelivery((request) => appFetch(request, c.env, ctx), ctx ?? null),
    );
    await next();
  });
}
