import { tooManyRequests } from "../errors";
import type { RateLimiter } from "./rate-limiter.do";

export interface RatePolicy {
  /** Namespace of the key, e.g. `auth-ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Auth POSTs that take credentials or codes: 10 a minute per IP, the 11th gets 429. */
export const AUTH_IP_POLICY: RatePolicy = { name: "auth-ip", limit: 10, windowMs: 60_000 };
/** Failed password logins per account: 100 an hour, then the account refuses passwords until the hour ends. */
export const LOGIN_FAILURE_POLICY: RatePolicy = { name: "login-fail", limit: 100, windowMs: 3_600_000 };

function limiter(ns: DurableObjectNamespace<RateLimiter>, policy: RatePolicy, key: string) {
  return ns.get(ns.idFromName(`${policy.name}:${key}`));
}

/** Counts an event and throws 429 (with Retry-After) when the policy's limit is exceeded. */
export async function consume(ns: DurableObjectNamespace<RateLimiter>, policy: RatePolicy, key: string) {
  const decision = await limiter(ns, policy, key).hit(policy.limit, policy.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs / 1000);
  return decision;
}

/** Throws 429 if the next event would exceed the limit, without counting it. */
export async function assertNotLimited(
  ns: DurableObjectNamespace<RateLimiter>,
  policy: RatePolicy,
  key: string,
) {
  const decision = await limiter(ns, policy, key).peek(policy.limit, policy.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs / 1000);
}
