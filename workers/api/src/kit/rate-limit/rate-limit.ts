import { tooManyRequests } from "../errors";
import type { RateDecision, RateLimiter } from "./rate-limiter.do";

export interface RatePolicy {
  /** Namespace of the key, e.g. `auth-ip`. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429's `msg`, when the generic one would not tell the caller what ran out. */
  message?: string;
}

/** Auth POSTs that take credentials or codes: 10 a minute per IP, the 11th gets 429. */
export const AUTH_IP_POLICY: RatePolicy = { name: "auth-ip", limit: 10, windowMs: 60_000 };
/** Failed password logins per account: 100 an hour, then the account refuses passwords until the hour ends. */
export const LOGIN_FAILURE_POLICY: RatePolicy = { name: "login-fail", limit: 100, windowMs: 3_600_000 };

function limiter(ns: DurableObjectNamespace<RateLimiter>, policy: RatePolicy, key: string) {
  return ns.get(ns.idFromName(`${policy.name}:${key}`));
}

/**
 * Counts an event and throws 429 (with Retry-After) when the policy's limit is exceeded. The count and
 * the decision are one step in the key's Durable Object, so parallel callers cannot overshoot the limit:
 * count first, then do the work.
 */
export async function consume(ns: DurableObjectNamespace<RateLimiter>, policy: RatePolicy, key: string) {
  const decision = await limiter(ns, policy, key).hit(policy.limit, policy.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs / 1000, policy.message);
  return decision;
}

/**
 * Gives back an event `consume` counted (`decision` is what it returned), for checks that count an
 * attempt before doing the work and learn afterwards that it succeeded.
 */
export async function giveBack(
  ns: DurableObjectNamespace<RateLimiter>,
  policy: RatePolicy,
  key: string,
  decision: RateDecision,
) {
  await limiter(ns, policy, key).giveBack(policy.windowMs, decision.windowStart);
}
