import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { tooManyRequests } from "../../kit/errors";
import { ipRateKey } from "../../kit/rate-limit/ip-key";

/** The READ_LIMITER binding's period (wrangler.toml `[[ratelimits]]`): counts reset each minute. */
const PERIOD_SECONDS = 60;

/**
 * Reads (GET/HEAD) counted per signed-in user, or per client IP (an IPv6 /64) without a session, against the
 * READ_LIMITER binding (600 a minute): far above what a person's pages and player ask for, a wall for
 * a scraper paging through the catalogue. Over the limit the answer is 429 with `Retry-After` (the
 * rest of the current minute), before the route reads anything. Runs after `authenticate`, so the key
 * is the resolved user, not a token a client could rotate.
 */
export const readRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.var.auth
    ? `user:${c.var.auth.user.id}`
    : c.var.client.ip && `ip:${ipRateKey(c.var.client.ip)}`;
  // Without a session or an IP the caller is not on the internet (Cloudflare sets the IP on every
  // request from outside, and the web worker forwards its visitor's): nothing to key it by.
  if (key && (c.req.method === "GET" || c.req.method === "HEAD")) {
    const limiter = c.env.READ_LIMITER as RateLimit | undefined;
    if (!limiter) {
      // wrangler 4.86 strips rate-limit bindings from the secondary workers of a multi-worker
      // `wrangler dev` (fixed upstream in workers-sdk#14572), which is how `npm run dev` runs the api.
      // Anywhere else a missing binding is a deploy mistake, and failing open must not go unnoticed.
      if (c.env.ENVIRONMENT === "development") return next();
      throw new Error("The READ_LIMITER rate-limit binding is missing.");
    }
    const { success } = await limiter.limit({ key });
    if (!success) throw tooManyRequests(PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % PERIOD_SECONDS));
  }
  await next();
});
