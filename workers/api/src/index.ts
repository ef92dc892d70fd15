import { WorkerEntrypoint } from "cloudflare:workers";
import { createApp } from "./app";
import type { Bindings } from "./env";
import { advancePlayWindows, PLAY_WINDOWS_CRON } from "./features/engagement/play-windows";
import { RATES_REFRESH_CRON, refreshFromConfig } from "./features/money/scheduled-refresh";
import { createDb } from "./kit/db";

export { RateLimiter } from "./kit/rate-limit/rate-limiter.do";

const app = createApp();

/**
 * Cron triggers (wrangler.toml `[triggers]`), dispatched by schedule. Exported for tests, which call it
 * with their own bindings instead of waiting for a cron.
 */
export async function scheduled(controller: Pick<ScheduledController, "cron">, env: Bindings): Promise<void> {
  if (controller.cron === RATES_REFRESH_CRON) {
    await refreshFromConfig(createDb(env.DB), env);
    return;
  }
  if (controller.cron === PLAY_WINDOWS_CRON) {
    await advancePlayWindows(createDb(env.DB), Date.now());
    return;
  }
  console.warn(JSON.stringify({ level: "warn", msg: "no job for cron", cron: controller.cron }));
}

/**
 * The api worker. The web worker calls `serve` over JS RPC on its `API` service binding (a Request in,
 * a Response out, no HTTP subrequest in between); `fetch` serves the same app over HTTP for tools and
 * tests. The RPC hop is recorded in docs/decisions/0303 (its caches were superseded by 0308).
 */
export default class ApiWorker extends WorkerEntrypoint<Bindings> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(app.fetch(request, this.env, this.ctx));
  }

  /** The RPC entry of the web worker: the same app as `fetch`. */
  serve(request: Request): Promise<Response> {
    return this.fetch(request);
  }

  override scheduled(controller: ScheduledController): void {
    this.ctx.waitUntil(scheduled(controller, this.env));
  }
}
