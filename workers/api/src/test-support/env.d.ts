import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_GOOGLE_PRIVATE_JWK: string;
      TEST_APPLE_PRIVATE_JWK: string;
      GOOGLE_JWKS?: string;
      APPLE_JWKS?: string;
    }
  }
}
