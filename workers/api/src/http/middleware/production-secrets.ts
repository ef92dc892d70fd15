import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { committedSecretsInUse } from "../../kit/development-secrets";
import { AppError } from "../../kit/errors";

/**
 * Refuses every request, before anything reads a secret, while a deployment carries a committed
 * development secret (kit/development-secrets.ts): 503 `MISCONFIGURED`, and a log line naming the
 * secrets to replace with `wrangler secret put`.
 */
export const refuseDevelopmentSecrets = createMiddleware<AppEnv>(async (c, next) => {
  const committed = committedSecretsInUse(c.env as unknown as Record<string, unknown>);
  if (committed.length === 0) return next();
  console.error(
    JSON.stringify({
      level: "error",
      what: "committed development secrets in a deployment: refusing to serve",
      environment: c.env.ENVIRONMENT,
      secrets: committed,
    }),
  );
  throw new AppError(
    503,
    "MISCONFIGURED",
    "The service is not configured correctly. Please try again later.",
  );
});
