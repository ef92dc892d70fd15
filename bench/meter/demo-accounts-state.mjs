// A fresh local D1 state for a bench platform: every migration applied (wrangler, with a throw-away
// config home so nothing of the user's wrangler login is read) and the demo accounts seeded; the bench
// then writes its own rows on top.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateLocal, wranglerEnv } from "../../scripts/local-wrangler.mjs";
import { seedDemo } from "../../workers/api/scripts/seed.mjs";

export async function migratedWithDemoAccounts(dir) {
  const xdg = mkdtempSync(path.join(tmpdir(), "ngoma-seed-xdg-"));
  try {
    migrateLocal(dir, wranglerEnv(xdg));
  } finally {
    rmSync(xdg, { recursive: true, force: true });
  }
  await seedDemo(dir, { accountsOnly: true, log: () => {} });
}
