import type { Bindings } from "./env";
import { appointmentsUpkeep } from "./features/appointments";
import { refreshRecentPlays } from "./features/beats";
import { advancePlayWindows } from "./features/engagement";
import { expireHolds } from "./features/ledger";
import { RATES_REFRESH_CRON, refreshFromConfig } from "./features/money";
import type { ProviderName } from "./features/payments";
import { PAYMENT_METHOD_TYPES, paymentProvider } from "./features/payments";
import { completeDueDeals, expireBids } from "./features/songs";
import { enqueueReanalysis, expireAbandonedUploads, requeueStalled } from "./features/studio";
import { runPaymentsUpkeep } from "./features/wallet";
import { createCallbackDelivery } from "./http/middleware/callback-delivery";
import { createDb } from "./kit/db";
import { deleteOldKeys } from "./kit/idempotency/service";
import { SELLABLES } from "./sellables";

// Kept out of index.ts: a Worker's main module may export only handlers and classes.

/** The cron in wrangler.toml `[triggers]` for the short upkeep jobs (each a no-op when nothing is due). */
export const UPKEEP_CRON = "*/10 * * * *";

/**
 * The cron of the payments upkeep (features/wallet/payments-upkeep.ts): queued withdrawals go to their
 * providers, pending payments are polled, and what is still unresolved after 24 hours waits in review
 * (docs/decisions/0505).
 */
export const PAYMENTS_CRON = "* * * * *";

/** What a job runs with: the bindings, and the cron's context and the app for sandbox callbacks. */
export interface JobContext {
  env: Bindings;
  ctx?: { waitUntil(promise: Promise<unknown>): void };
  /** The app's own fetch, where a sandbox provider delivers its callbacks (no network hop). */
  appFetch?: (request: Request) => Response | Promise<Response>;
}

const isProviderName = (name: string): name is ProviderName =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(name);

function paymentsUpkeep({ env, ctx, appFetch }: JobContext) {
  const db = createDb(env.DB);
  const delivery = appFetch ? createCallbackDelivery(appFetch, ctx ?? null) : undefined;
  return runPaymentsUpkeep({
    db,
    realtime: env.REALTIME,
    sellables: SELLABLES,
    waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
    providerFor: (name) => {
      if (!isProviderName(name)) throw new Error(`no payment provider ${name}`);
      return paymentProvider(env, name, { db, delivery });
    },
  });
}

/**
 * The jobs of each cron trigger. Every job is idempotent (it reads the state it moves on from), so a
 * retried, late or doubled run is harmless; one job's failure does not stop the others.
 */
const JOBS: Record<string, Array<(job: JobContext) => Promise<unknown>>> = {
  [RATES_REFRESH_CRON]: [({ env }) => refreshFromConfig(createDb(env.DB), env)],
  [UPKEEP_CRON]: [
    ({ env }) => advancePlayWindows(createDb(env.DB), Date.now()),
    ({ env }) => expireHolds(createDb(env.DB)),
    ({ env }) => deleteOldKeys(createDb(env.DB)),
    ({ env }) => expireAbandonedUploads({ db: createDb(env.DB), bucket: env.MEDIA }),
    ({ env }) => requeueStalled(createDb(env.DB), env.MEDIA_QUEUE),
    ({ env }) => enqueueReanalysis(createDb(env.DB), env.MEDIA_QUEUE),
    ({ env }) => refreshRecentPlays(createDb(env.DB)),
    ({ env }) => expireBids(createDb(env.DB)),
    ({ env, ctx }) =>
      appointmentsUpkeep({
        db: createDb(env.DB),
        realtime: env.REALTIME,
        waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
      }),
    ({ env, ctx }) =>
      completeDueDeals({
        db: createDb(env.DB),
        realtime: env.REALTIME,
        media: env.MEDIA,
        waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
      }),
  ],
  [PAYMENTS_CRON]: [paymentsUpkeep],
};

/**
 * Cron triggers (wrangler.toml `[triggers]`), dispatched by schedule. Exported for tests, which call it
 * with their own bindings instead of waiting for a cron.
 */
export async function scheduled(
  controller: Pick<ScheduledController, "cron">,
  env: Bindings,
  job: Omit<JobContext, "env"> = {},
): Promise<void> {
  const jobs = JOBS[controller.cron];
  if (!jobs) {
    console.warn(JSON.stringify({ level: "warn", msg: "no job for cron", cron: controller.cron }));
    return;
  }
  const outcomes = await Promise.allSettled(jobs.map((run) => run({ env, ...job })));
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
