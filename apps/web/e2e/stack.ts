// Starts the REAL local stack for browser tests: builds the app, freezes it into a fresh persist folder
// (scripts/local-wrangler.mjs `snapshotWeb`), applies the D1 migrations there, seeds the demo accounts and
// catalogue, runs the three workers in one `wrangler dev` on a free port, and stops it after.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  migrateLocal,
  REPO,
  snapshotWeb,
  startWrangler,
  wranglerEnv,
} from "../../../scripts/local-wrangler.mjs";

export { REPO };

export interface Stack {
  url: string;
  persistDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

function check(label: string, result: { status: number | null; stdout: string; stderr: string }): void {
  if (result.status !== 0) {
    throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startStack(options: { build?: boolean } = {}): Promise<Stack> {
  const persistDir = mkdtempSync(join(tmpdir(), "ngoma-e2e-state-"));
  const xdg = mkdtempSync(join(tmpdir(), "ngoma-e2e-xdg-"));
  const env = wranglerEnv(xdg);
  const run = (label: string, command: string, args: string[]) =>
    check(label, spawnSync(command, args, { cwd: REPO, env, encoding: "utf8" }));
  try {
    if (options.build !== false) run("build", "npm", ["run", "build", "-w", "@ngoma/web"]);
    const webDir = join(persistDir, "web");
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
