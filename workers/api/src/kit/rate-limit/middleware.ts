import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { ipRateKey } from "./ip-key";
import { AUTH_IP_POLICY, consume } from "./rate-limit";

/**
 * The 11th credential/code POST a minute from one IP (one /64 for IPv6) gets 429, counted across every
 * isolate.
 */
export const authIpLimit = createMiddleware<AppEnv>(async (c, next) => {
  await consume(c.env.RATE_LIMITER, AUTH_IP_POLICY, ipRateKey(c.var.client.ip));
  await next();
});
