// Starts `wrangler dev` for the benchmark (own XDG_CONFIG_HOME, free port, metrics off), waits for a
// 200 on `readyPath`, and stops the whole process group afterwards.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const REPO = path.resolve(import.meta.dirname, "../..");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startWrangler(configs, { persistTo, readyPath = "/" } = {}) {
  const xdg = mkdtempSync(path.join(tmpdir(), "ngoma-bench-xdg-"));
  const port = await freePort();
  const inspector = await freePort();
  const args = ["dev", ...configs.flatMap((c) => ["-c", c]), "--port", String(port), "--ip", "127.0.0.1"];
  args.push(
    "--inspector-port",
    String(inspector),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  );
  if (persistTo) args.push("--persist-to", persistTo);
  let output = "";
  const child = spawn(path.join(REPO, "node_modules/.bin/wrangler"), args, {
    cwd: REPO,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      XDG_CONFIG_HOME: xdg,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      CI: "1",
    },
  });
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
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
      if ((await fetch(url + readyPath)).status === 200) return { url, stop, logs: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`wrangler dev did not answer 200 on ${url}${readyPath}:\n${output}`);
}
