import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { AUTH_IP_POLICY, consume } from "./rate-limit";
import type { RateLimiter } from "./rate-limiter.do";

/** The 11th credential/code POST a minute from one IP gets 429, counted across every isolate. */
export const authIpLimit = createMiddleware<AppEnv>(async (c, next) => {
  await consume(limiterNamespace(c.env), AUTH_IP_POLICY, c.var.client.ip ?? "unknown");
  await next();
});

export function limiterNamespace(env: AppEnv["Bindings"]) {
  return env.RATE_LIMITER as unknown as DurableObjectNamespace<RateLimiter>;
}
