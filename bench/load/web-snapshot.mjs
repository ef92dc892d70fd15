// A frozen copy of the web worker for the benchmark (scripts/local-wrangler.mjs `snapshotWeb`), so
// another `npm run build` in the checkout during a run of several minutes cannot swap the app under load.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO, snapshotWeb as snapshot, wranglerEnv } from "../../scripts/local-wrangler.mjs";

/** Builds the web app unless apps/web/build is there. */
export function ensureWebBuild() {
  if (!existsSync(path.join(REPO, "apps/web/build/server"))) {
    const built = spawnSync("npm", ["run", "build", "-w", "@ngoma/web"], { cwd: REPO, stdio: "inherit" });
    if (built.status !== 0) throw new Error("building the web app failed");
  }
}

/** Builds the app if needed and returns the snapshot's wrangler.toml path (and its folder). */
export function snapshotWeb() {
  ensureWebBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "ngoma-bench-web-"));
  return { config: snapshot(dir, wranglerEnv(dir)), dir };
}
