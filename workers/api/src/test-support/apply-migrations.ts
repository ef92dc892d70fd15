import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the real migrations, exactly as `wrangler d1 migrations apply` leaves D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
