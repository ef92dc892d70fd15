import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { notFound } from "./errors";

/** Host names that only this machine can reach: development tools answer on these alone. */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * True when `url` is addressed to this machine (localhost, 127.0.0.1 or ::1). Development-only routes
 * also require it, so a deployment misconfigured as development still serves them to no one else
 * (docs/decisions/0011).
 *
 * @example isLocalHost("http://localhost:8787/api/v1/dev/outbox") // true
 * @example isLocalHost("https://ngoma.example/api/v1/dev/outbox") // false
 */
export function isLocalHost(url: string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

/**
 * Development-only tools: outside `ENVIRONMENT=development`, or addressed to any host but this machine,
 * a route behind this is a plain 404.
 */
export const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.ENVIRONMENT !== "development" || !isLocalHost(c.req.url)) throw notFound("Route");
  await next();
});
