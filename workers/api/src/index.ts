import { createApp } from "./app";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import type { RateProviderConfig } from "./services/money/rate-provider";
import { RATES_REFRESH_CRON, refreshFromConfig } from "./services/money/scheduled-refresh";

export { RateLimiter } from "./services/security/rate-limiter.do";

const app = createApp();

/**
 * Cron triggers (wrangler.toml `[triggers]`), dispatched by schedule. Exported for tests, which call it
 * with their own bindings instead of waiting for a cron.
 */
export async function scheduled(controller: Pick<ScheduledController, "cron">, env: Bindings): Promise<void> {
  if (controller.cron === RATES_REFRESH_CRON) {
    await refreshFromConfig(createDb(env.DB), env as Bindings & RateProviderConfig);
    return;
  }
  console.warn(JSON.stringify({ level: "warn", msg: "no job for cron", cron: controller.cron }));
}

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(scheduled(controller, env)),
} satisfies ExportedHandler<Bindings>;
