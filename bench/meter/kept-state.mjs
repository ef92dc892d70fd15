// Seeded local D1/R2 states kept between bench runs: a large seed takes minutes, so each one is built
// once into .cache/<bench>/<name>-<hash>/ (git-ignored) and every run works on a fresh copy of it. The
// hash is of the files that decide the state's content, so a change to any of them reseeds.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { REPO } from "../../scripts/local-wrangler.mjs";

/**
 * A short hash of the files under each of `dirs` whose names end in one of `extensions` (walked in
 * name order, names included) and of the single `files`.
 *
 * @example const hash = filesHash({ dirs: ["workers/api/scripts"], extensions: [".mjs"] });
 */
export function filesHash({ dirs = [], extensions = [], files = [] }) {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (extensions.some((ext) => entry.name.endsWith(ext)))
        hash.update(entry.name).update(readFileSync(file));
    }
  };
  for (const dir of dirs) walk(path.resolve(REPO, dir));
  for (const file of files) hash.update(path.basename(file)).update(readFileSync(path.resolve(REPO, file)));
  return hash.digest("hex").slice(0, 12);
}

/**
 * The kept state `.cache/<bench>/<name>-<hash>`, seeded first by `seed(dir, log)` when it is missing
 * (or when `reseed`; `label` names it in the log): older states of the same name are removed (at the largest sizes each is over a
 * gigabyte), and a seed that throws leaves nothing behind. Returns `{ kept, seededMs }` (0: reused).
 *
 * @example const { kept } = await keptState({ bench: "bench-wallet", name: "10000", hash, seed });
 */
export async function keptState({
  bench,
  name,
  label = name,
  hash,
  seed,
  reseed = false,
  log = console.log,
}) {
  const cache = path.join(REPO, ".cache", bench);
  const kept = path.join(cache, `${name}-${hash}`);
  if (reseed) rmSync(kept, { recursive: true, force: true });
  if (existsSync(kept)) return { kept, seededMs: 0 };
  mkdirSync(cache, { recursive: true });
  for (const entry of readdirSync(cache)) {
    if (entry.startsWith(`${name}-`)) rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
  const partial = `${kept}.partial-${process.pid}`;
  const started = Date.now();
  log(`Seeding ${label} into ${path.relative(REPO, kept)} (kept for later runs)`);
  try {
    await seed(partial, (line) => log(`  ${line}`));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  renameSync(partial, kept);
  return { kept, seededMs: Date.now() - started };
}

/** A fresh working copy of the kept state `kept` at `<workDir>/state`; returns its path. */
export function workingCopy(kept, workDir) {
  const persistTo = path.join(workDir, "state");
  cpSync(kept, persistTo, { recursive: true });
  return persistTo;
}
