// A frozen copy of the web worker for the benchmark, like the e2e stack makes: the bundled worker and
// its client assets in a temp folder, so another `npm run build` in the checkout during a run of
// several minutes cannot swap (or delete) the app under the load.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO } from "./wrangler-stack.mjs";

/** Builds the app if needed and returns the snapshot's wrangler.toml path (and its folder). */
export function snapshotWeb() {
  if (!existsSync(path.join(REPO, "apps/web/build/server"))) {
    const built = spawnSync("npm", ["run", "build", "-w", "@ngoma/web"], { cwd: REPO, stdio: "inherit" });
    if (built.status !== 0) throw new Error("building the web app failed");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "ngoma-bench-web-"));
  cpSync(path.join(REPO, "apps/web/build/client"), path.join(dir, "client"), { recursive: true });
  const bundled = spawnSync(
    path.join(REPO, "node_modules/.bin/wrangler"),
    ["deploy", "--dry-run", "--outdir", path.join(dir, "dist"), "-c", "wrangler.toml"],
    {
      cwd: REPO,
      encoding: "utf8",
      env: { ...process.env, XDG_CONFIG_HOME: dir, WRANGLER_SEND_METRICS: "false", CI: "1" },
    },
  );
  if (bundled.status !== 0)
    throw new Error(`bundling the web worker failed:\n${bundled.stdout}\n${bundled.stderr}`);
  // The root config with its paths pointed at the snapshot (vars and bindings stay in sync with it).
  const config = readFileSync(path.join(REPO, "wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, 'main = "dist/worker.js"')
    .replace(/^directory = .*$/m, 'directory = "client"');
  writeFileSync(path.join(dir, "wrangler.toml"), config);
  return { config: path.join(dir, "wrangler.toml"), dir };
}
