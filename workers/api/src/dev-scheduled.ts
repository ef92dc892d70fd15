import type { Context } from "hono";
import type { AppEnv } from "./env";
import { RATES_REFRESH_CRON } from "./features/money";
import { validationError } from "./kit/errors";
import { PAYMENTS_CRON, scheduled, UPKEEP_CRON } from "./scheduled";

/** The crons a developer's machine may run on demand (`wrangler dev` fires no cron triggers itself). */
const RUNNABLE = new Set([PAYMENTS_CRON, UPKEEP_CRON, RATES_REFRESH_CRON]);

/**
 * `POST /api/v1/dev/scheduled` `{ cron }`: runs that cron's jobs now, as the trigger would. `npm run dev`
 * calls it every minute so payments settle locally (bank transfers, queued withdrawals, lost callbacks).
 * Mounted behind `developmentOnly`, like every `/dev` tool (docs/decisions/0011).
 */
export function devScheduledHandler(appFetch: (request: Request, c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>) => {
    const { cron } = await c.req.json<{ cron?: unknown }>();
    if (typeof cron !== "string" || !RUNNABLE.has(cron)) {
      throw validationError({ cron: [`One of: ${[...RUNNABLE].join(", ")}.`] });
    }
    await scheduled({ cron }, c.env, {
      ctx: c.executionCtx,
      appFetch: (request) => appFetch(request, c),
    });
    return c.json({ data: { cron, ran: true }, msg: `Ran ${cron}` }, 200);
  };
}
