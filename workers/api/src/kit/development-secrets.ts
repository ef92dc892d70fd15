/*
 * The secrets committed in workers/api/.dev.vars for `wrangler dev` and the tests. They are public, so a
 * deployment that carries one (copied into a `wrangler secret put`, or a [vars] block) signs codes,
 * media URLs or payment callbacks with a key anyone can read (docs/decisions/0011).
 */
export const DEVELOPMENT_SECRETS = {
  PAYMENTS_WEBHOOK_SECRET: "dev-only-payments-webhook-secret-not-secret",
  CODE_PEPPER: "dev-only-code-pepper-not-secret",
  MEDIA_SIGNING_KEY: "dev-only-media-signing-key-not-secret",
} as const;

/**
 * The names of the secrets that hold their committed development value, outside development; empty in
 * development or when none does.
 *
 * @example committedSecretsInUse({ ENVIRONMENT: "production", CODE_PEPPER: "dev-only-code-pepper-not-secret" }) // ["CODE_PEPPER"]
 */
export function committedSecretsInUse(env: Partial<Record<string, unknown>>): string[] {
  if (env.ENVIRONMENT === "development") return [];
  return Object.entries(DEVELOPMENT_SECRETS)
    .filter(([name, value]) => env[name] === value)
    .map(([name]) => name);
}
