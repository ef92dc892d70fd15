// Seeded catalogues kept between bench runs (kept-state.mjs): `npm run seed:large` at 1M tracks takes
// many minutes, so each size is seeded once into .cache/bench-catalogue/<tracks>-<seed scripts' hash>/
// (git-ignored) and every run works on a fresh copy of it. The hash covers every seed script, so a change
// to the seed data reseeds; the api's D1 migrations are applied to the kept copy on each use, so a new
// migration (say, a counter table filled from the rows) reaches it without a reseed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { migrateLocal, wranglerEnv } from "../../scripts/local-wrangler.mjs";
import { seedLarge } from "../../workers/api/scripts/seed-large.mjs";
import { filesHash, keptState, workingCopy } from "./kept-state.mjs";

/**
 * A working copy (in `workDir`) of the catalogue of `tracks` tracks, seeding it first when no kept
 * copy matches the seed scripts (or when `reseed`). Returns `{ persistTo, seededMs }` (0: reused).
 *
 * @example const { persistTo } = await seededCatalogue(1_000_000, "/tmp/run-1m");
 */
export async function seededCatalogue(tracks, workDir, { reseed = false } = {}) {
  const { kept, seededMs } = await keptState({
    bench: "bench-catalogue",
    name: String(tracks),
    label: `${tracks} tracks`,
    hash: filesHash({ dirs: ["workers/api/scripts"], extensions: [".mjs"] }),
    seed: (dir, log) => seedLarge(dir, tracks, log),
    reseed,
  });
  const xdg = path.join(workDir, "xdg");
  mkdirSync(xdg, { recursive: true });
  migrateLocal(kept, wranglerEnv(xdg));
  return { persistTo: workingCopy(kept, workDir), seededMs };
}
