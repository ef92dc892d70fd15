// Starts the REAL local stack for browser tests: builds the app, applies the D1 migrations into a fresh
// persist folder, seeds it with the demo accounts, runs the three workers in one
// `wrangler dev` on a free port with its own XDG_CONFIG_HOME, waits for a 200, and stops it after.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const REPO = resolve(import.meta.dirname, "../../..");

export interface Stack {
  url: string;
  persistDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: REPO, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** The root wrangler.toml's development settings, pointed at the snapshot. */
function webConfig(): string {
  return `name = "ngoma-web"
main = "dist/worker.js"
compatibility_date = "2026-04-01"
compatibility_flags = ["nodejs_compat"]
[assets]
directory = "client"
binding = "ASSETS"
[[services]]
binding = "API"
service = "ngoma-api"
[[services]]
binding = "REALTIME"
service = "ngoma-realtime"
[vars]
ENVIRONMENT = "development"
GOOGLE_CLIENT_ID = ""
APPLE_CLIENT_ID = ""
APPLE_REDIRECT_URI = ""
`;
}

export async function startStack(options: { build?: boolean } = {}): Promise<Stack> {
  const persistDir = mkdtempSync(join(tmpdir(), "ngoma-e2e-state-"));
  const xdg = mkdtempSync(join(tmpdir(), "ngoma-e2e-xdg-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CONFIG_HOME: xdg,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CI: "1",
  };
  if (options.build !== false) run("build", "npm", ["run", "build", "-w", "@ngoma/web"], env);
  const wrangler = join(REPO, "node_modules/.bin/wrangler");
  // Snapshot the web worker (bundled) and its assets into the temp folder: `wrangler dev` watches its
  // inputs, and another `npm run build` in the checkout would otherwise swap the app under the tests.
  const webDir = join(persistDir, "web");
  cpSync(join(REPO, "apps/web/build/client"), join(webDir, "client"), { recursive: true });
  run(
    "bundle web worker",
    wrangler,
    ["deploy", "--dry-run", "--outdir", join(webDir, "dist"), "-c", "wrangler.toml"],
    env,
  );
  writeFileSync(join(webDir, "wrangler.toml"), webConfig());
  run(
    "migrations",
    wrangler,
    [
      "d1",
      "migrations",
      "apply",
      "DB",
      "--local",
      "-c",
      "workers/api/wrangler.toml",
      "--persist-to",
      persistDir,
    ],
    env,
  );
  run("seed", "npm", ["run", "seed", "-w", "@ngoma/api", "--", "--persist-to", persistDir], env);
  const port = await freePort();
  const inspector = await freePort();
  let output = "";
  const child: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      "-c",
      join(webDir, "wrangler.toml"),
      "-c",
      "workers/api/wrangler.toml",
      "-c",
      "workers/realtime/wrangler.toml",
      "--persist-to",
      persistDir,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(inspector),
      "--show-interactive-dev-session=false",
    ],
    { cwd: REPO, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    }
    rmSync(persistDir, { recursive: true, force: true });
    rmSync(xdg, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/auth/login`);
      if (response.status === 200) return { url, persistDir, logs: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`The local stack did not answer 200 on ${url}/auth/login:\n${output}`);
}
