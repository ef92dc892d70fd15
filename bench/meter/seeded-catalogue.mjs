// Seeded catalogues kept between bench runs: `npm run seed:large` at 1M tracks takes many minutes, so
// each size is seeded once into .cache/bench-catalogue/<tracks>-<seed scripts' hash>/ (git-ignored) and
// every run works on a fresh copy of it. The hash covers every seed script, so a change to the seed data
// reseeds; the api's D1 migrations are applied to the kept copy on each use, so a new migration (say, a
// counter table filled from the rows) reaches it without a reseed.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { migrateLocal, REPO, wranglerEnv } from "../../scripts/local-wrangler.mjs";
import { seedLarge } from "../../workers/api/scripts/seed-large.mjs";

const CACHE = path.join(REPO, ".cache/bench-catalogue");
const SCRIPTS = path.join(REPO, "workers/api/scripts");

function seedScriptsHash() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".mjs")) hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(SCRIPTS);
  return hash.digest("hex").slice(0, 12);
}

/** Where the seeded catalogue of `tracks` tracks is kept for the current seed scripts. */
function keptCatalogue(tracks) {
  return path.join(CACHE, `${tracks}-${seedScriptsHash()}`);
}

/**
 * A working copy (in `workDir`) of the catalogue of `tracks` tracks, seeding it first when no kept
 * copy matches the seed scripts (or when `reseed`). Returns `{ persistTo, seededMs }` (0: reused).
 *
 * @example const { persistTo } = await seededCatalogue(1_000_000, "/tmp/run-1m");
 */
export async function seededCatalogue(tracks, workDir, { reseed = false } = {}) {
  const kept = keptCatalogue(tracks);
  let seededMs = 0;
  if (reseed) rmSync(kept, { recursive: true, force: true });
  if (!existsSync(kept)) {
    mkdirSync(CACHE, { recursive: true });
    // Older seeds of this size are stale; at 1M tracks each is over a gigabyte.
    for (const name of readdirSync(CACHE)) {
      if (name.startsWith(`${tracks}-`)) rmSync(path.join(CACHE, name), { recursive: true, force: true });
    }
    const partial = `${kept}.partial-${process.pid}`;
    const started = Date.now();
    console.log(`Seeding ${tracks} tracks into ${path.relative(REPO, kept)} (kept for later runs)`);
    try {
      await seedLarge(partial, tracks, (line) => console.log(`  ${line}`));
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
    renameSync(partial, kept);
    seededMs = Date.now() - started;
  }
  const xdg = path.join(workDir, "xdg");
  mkdirSync(xdg, { recursive: true });
  migrateLocal(kept, wranglerEnv(xdg));
  const persistTo = path.join(workDir, "state");
  cpSync(kept, persistTo, { recursive: true });
  return { persistTo, seededMs };
}
