// What every local `wrangler` run of this repo shares (npm run dev, the browser-test stack, the demo
// seeds and the benchmarks): the offline environment, a free port, and the one way D1 migrations are
// applied to a local persist folder — exactly as `wrangler d1 migrations apply --remote` does in production.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const REPO = path.resolve(import.meta.dirname, "..");
export const WRANGLER = path.join(REPO, "node_modules/.bin/wrangler");

/**
 * The environment for a wrangler process: no metrics, error reports or `request.cf` fetch (nothing may
 * need the internet), and its own XDG_CONFIG_HOME (wrangler's dev registry lives there, so parallel
 * stacks stay apart). Non-interactive (`CI=1`: no hotkeys or prompts) unless `interactive`.
 */
export function wranglerEnv(xdgConfigHome, { interactive = false } = {}) {
  return {
    ...process.env,
    XDG_CONFIG_HOME: xdgConfigHome,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    ...(interactive ? {} : { CI: "1" }),
  };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Applies the api's D1 migrations to `persistTo`; throws with wrangler's output when that fails (with
 * `stdio` "inherit" the output has already gone to the terminal).
 */
export function migrateLocal(persistTo, env, stdio = "pipe") {
  const migrated = spawnSync(
    WRANGLER,
    [
      "d1",
      "migrations",
      "apply",
      "DB",
      "--local",
      "-c",
      "workers/api/wrangler.toml",
      "--persist-to",
      persistTo,
    ],
    { cwd: REPO, env, encoding: "utf8", stdio },
  );
  if (migrated.status !== 0) {
    throw new Error(`applying the D1 migrations failed:\n${migrated.stdout ?? ""}\n${migrated.stderr ?? ""}`);
  }
}

/**
 * Copies the development values (`.dev.vars`) of the config in `fromDir` next to a derived config in
 * `toDir`: wrangler's top-level config is production, and `wrangler dev` reads development values only
 * from the `.dev.vars` beside the config it is given (docs/decisions/0011).
 */
export function copyDevVars(fromDir, toDir) {
  cpSync(path.join(fromDir, ".dev.vars"), path.join(toDir, ".dev.vars"));
}

/**
 * Freezes the built web app into `dir` (its client assets, the worker bundled by
 * `wrangler deploy --dry-run`, and the root wrangler.toml pointed at them, with the root `.dev.vars`
 * beside it, since wrangler reads that file next to its config) and returns the config's path.
 * `wrangler dev` watches its inputs, so a stack that runs for minutes (browser tests, benchmarks) must
 * not read apps/web/build, which another `npm run build` in the checkout may swap or delete meanwhile.
 * The config is derived from the root one, so vars and bindings can never drift from it.
 */
export function snapshotWeb(dir, env) {
  cpSync(path.join(REPO, "apps/web/build/client"), path.join(dir, "client"), { recursive: true });
  const bundled = spawnSync(
    WRANGLER,
    ["deploy", "--dry-run", "--outdir", path.join(dir, "dist"), "-c", "wrangler.toml"],
    { cwd: REPO, env, encoding: "utf8" },
  );
  if (bundled.status !== 0) {
    throw new Error(`bundling the web worker failed:\n${bundled.stdout}\n${bundled.stderr}`);
  }
  const config = readFileSync(path.join(REPO, "wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, 'main = "dist/worker.js"')
    .replace(/^directory = .*$/m, 'directory = "client"');
  writeFileSync(path.join(dir, "wrangler.toml"), config);
  copyDevVars(REPO, dir);
  return path.join(dir, "wrangler.toml");
}

/**
 * Starts `wrangler dev` with `configs` on a free port (own XDG_CONFIG_HOME, non-interactive), waits up to
 * 90 s for a 200 on `readyPath`, and returns `{ url, logs, stop, inspectorPort }`; `stop` ends the whole process group.
 * `host` is what the URL names (browser tests use `localhost`, the origin the app's checks expect).
 */
export async function startWrangler(
  configs,
  { persistTo, readyPath = "/", host = "127.0.0.1", logLevel } = {},
) {
  const xdg = mkdtempSync(path.join(tmpdir(), "ngoma-wrangler-xdg-"));
  const port = await freePort();
  const inspector = await freePort();
  const args = ["dev", ...configs.flatMap((c) => ["-c", c]), "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--inspector-port", String(inspector), "--show-interactive-dev-session=false");
  if (logLevel) args.push("--log-level", logLevel);
  if (persistTo) args.push("--persist-to", persistTo);
  let output = "";
  const child = spawn(WRANGLER, args, {
    cwd: REPO,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv(xdg),
  });
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    }
    rmSync(xdg, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url + readyPath)).status === 200)
        return { url, stop, logs: () => output, inspectorPort: inspector };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`wrangler dev did not answer 200 on ${url}${readyPath}:\n${output}`);
}

/**
 * The whole product as the browser tests and the web benchmarks see it: the built web app (built first
 * unless `build` is false) frozen by `snapshotWeb` into a fresh persist folder, the D1 migrations applied
 * there, the demo accounts and catalogue seeded, and the three workers in one `wrangler dev` answering at
 * `http://localhost:<port>`. `stop` ends it and deletes the folder.
 *
 * @example const stack = await startLocalStack(); try { … stack.url … } finally { await stack.stop(); }
 */
export async function startLocalStack({ build = true } = {}) {
  const persistDir = mkdtempSync(path.join(tmpdir(), "ngoma-stack-state-"));
  const xdg = mkdtempSync(path.join(tmpdir(), "ngoma-stack-xdg-"));
  const env = wranglerEnv(xdg);
  const run = (label, command, args) => {
    const result = spawnSync(command, args, { cwd: REPO, env, encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  };
  try {
    if (build) run("build", "npm", ["run", "build", "-w", "@ngoma/web"]);
    const webDir = path.join(persistDir, "web");
    mkdirSync(webDir);
    const webConfig = snapshotWeb(webDir, env);
    migrateLocal(persistDir, env);
    run("seed", "npm", ["run", "seed", "-w", "@ngoma/api", "--", "--persist-to", persistDir]);
    const stack = await startWrangler(
      [webConfig, "workers/api/wrangler.toml", "workers/realtime/wrangler.toml"],
      { persistTo: persistDir, readyPath: "/auth/login", host: "localhost" },
    );
    return {
      ...stack,
      persistDir,
      stop: async () => {
        await stack.stop();
        rmSync(persistDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(persistDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(xdg, { recursive: true, force: true });
  }
}
