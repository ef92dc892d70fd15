import type { Bindings } from "./env";
import { advancePlayWindows } from "./features/engagement/play-windows";
import { expireHolds } from "./features/ledger/service";
import { RATES_REFRESH_CRON, refreshFromConfig } from "./features/money/scheduled-refresh";
import { createDb } from "./kit/db";
import { deleteOldKeys } from "./kit/idempotency/service";

// Kept out of index.ts: a Worker's main module may export only handlers and classes.

/** The cron in wrangler.toml `[triggers]` for the short upkeep jobs (each a no-op when nothing is due). */
export const UPKEEP_CRON = "*/10 * * * *";

/**
 * The jobs of each cron trigger. Every job is idempotent (it reads the state it moves on from), so a
 * retried, late or doubled run is harmless; one job's failure does not stop the others.
 */
const JOBS: Record<string, Array<(env: Bindings) => Promise<unknown>>> = {
  [RATES_REFRESH_CRON]: [(env) => refreshFromConfig(createDb(env.DB), env)],
  [UPKEEP_CRON]: [
    (env) => advancePlayWindows(createDb(env.DB), Date.now()),
    (env) => expireHolds(createDb(env.DB)),
    (env) => deleteOldKeys(createDb(env.DB)),
  ],
};

/**
 * Cron triggers (wrangler.toml `[triggers]`), dispatched by schedule. Exported for tests, which call it
 * with their own bindings instead of waiting for a cron.
 */
export async function scheduled(controller: Pick<ScheduledController, "cron">, env: Bindings): Promise<void> {
  const jobs = JOBS[controller.cron];
  if (!jobs) {
    console.warn(JSON.stringify({ level: "warn", msg: "no job for cron", cron: controller.cron }));
    return;
  }
  const outcomes = await Promise.allSettled(jobs.map((job) => job(env)));
  const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
  for (const { reason } of failed) {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "scheduled job failed",
        cron: controller.cron,
        error: String(reason),
      }),
    );
  }
  if (failed.length > 0) throw new Error(`${failed.length} scheduled job(s) failed on ${controller.cron}`);
}
