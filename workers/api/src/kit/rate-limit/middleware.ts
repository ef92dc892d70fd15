import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { AUTH_IP_POLICY, consume } from "./rate-limit";

/** The 11th credential/code POST a minute from one IP gets 429, counted across every isolate. */
export const authIpLimit = createMiddleware<AppEnv>(async (c, next) => {
  await consume(c.env.RATE_LIMITER, AUTH_IP_POLICY, c.var.client.ip ?? "unknown");
  await next();
});
