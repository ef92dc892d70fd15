// The metered local stacks of bench/catalogue-cost.mjs: the built web worker (a frozen snapshot, as the
// load bench uses) behind web-meter.ts, the real api worker behind api-meter.ts under the api's own name,
// and the realtime worker, under `wrangler dev` with devtools' Network relay off (bench/load/stacks.mjs).
// Both meter configs are derived from the real wrangler.toml files, so vars and bindings cannot drift,
// and both workers are bundled once per run.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyDevVars, REPO, snapshotWeb, WRANGLER, wranglerEnv } from "../../scripts/local-wrangler.mjs";
import { startQuietStack } from "../load/stacks.mjs";

const METER = path.join(REPO, "bench/meter");

/**
 * Bundles the worker of `config` into `outdir` once and points the config at the bundle (`entry` is
 * the bundle's file name). `wrangler dev` watches its inputs, so a run that served the checkout's files
 * would reload a worker (and drop its inspector connection) whenever someone saved one of them.
 */
function freeze(config, outdir, entry) {
  const bundled = spawnSync(WRANGLER, ["deploy", "--dry-run", "--outdir", outdir, "-c", config], {
    cwd: REPO,
    env: wranglerEnv(path.dirname(config)),
    encoding: "utf8",
  });
  if (bundled.status !== 0)
    throw new Error(`bundling ${config} failed:\n${bundled.stdout}\n${bundled.stderr}`);
  const main = path.relative(path.dirname(config), path.join(outdir, entry));
  writeFileSync(
    config,
    readFileSync(config, "utf8").replace(/^main = .*$/m, `main = ${JSON.stringify(main)}`),
  );
}

/**
 * Writes the api meter config into `<dir>/api-meter` and bundles it; returns its path. `readLimit`
 * replaces the per-user read limit of READ_LIMITER (600 a minute): a bench sends one user's reads far
 * faster than a person does, which production answers with 429 by design. It changes no D1 figure.
 */
export function meterApiConfig(dir, { readLimit } = {}) {
  // Its own folder: wrangler reads the `.dev.vars` beside a config, and the api's differ from the web's.
  const apiDir = path.join(dir, "api-meter");
  mkdirSync(apiDir, { recursive: true });
  copyDevVars(path.join(REPO, "workers/api"), apiDir);
  const api = path.join(apiDir, "wrangler.toml");
  let apiToml = readFileSync(path.join(REPO, "workers/api/wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, `main = ${JSON.stringify(path.join(METER, "api-meter.ts"))}`)
    .replace(
      /^migrations_dir = .*$/m,
      `migrations_dir = ${JSON.stringify(path.join(REPO, "workers/api/migrations"))}`,
    )
    // The [alias] paths are relative to the api's own config (docs/decisions/0610); this copy lives elsewhere.
    .replace(
      /^("[^"]+" = )"(\.{1,2}\/[^"]+)"$/gm,
      (_, key, rel) => `${key}${JSON.stringify(path.join(REPO, "workers/api", rel))}`,
    );
  if (readLimit !== undefined) {
    const limited = /(name = "READ_LIMITER"[^[]*simple = \{ limit = )\d+/;
    if (!limited.test(apiToml)) throw new Error("workers/api/wrangler.toml: READ_LIMITER not found");
    apiToml = apiToml.replace(limited, `$1${readLimit}`);
  }
  writeFileSync(api, apiToml);
  freeze(api, path.join(dir, "api-dist"), "api-meter.js");
  return api;
}

/** Writes the web and api meter configs into `dir` (the web app must be built); returns their paths. */
export function meterConfigs(dir) {
  const web = snapshotWeb(dir, wranglerEnv(dir));
  writeFileSync(
    path.join(dir, "web-meter.mjs"),
    `import web from "./dist/worker.js";\nimport { meterWeb } from ${JSON.stringify(path.join(METER, "web-meter.ts"))};\nexport default meterWeb(web);\n`,
  );
  writeFileSync(web, readFileSync(web, "utf8").replace(/^main = .*$/m, 'main = "web-meter.mjs"'));
  freeze(web, path.join(dir, "web-dist"), "web-meter.js");
  return { web, api: meterApiConfig(dir) };
}

/**
 * Starts the metered stack on `persistTo` with the configs of meterConfigs. `primary` "web": the web
 * meter first (it serves `/`, forwards `/api/v1/*` and serves the meter), then the api meter and the
 * realtime worker. "api": the api meter alone first (it serves `/api/v1/*` and the meter), the path a
 * browser's API call takes in production (docs/decisions/0306). wrangler's devtools connection (the
 * stack's `devtools`) reaches the first worker only, so a CPU profile is of the primary worker.
 */
export function startMeteredStack(configs, persistTo, primary) {
  const workers =
    primary === "web"
      ? [configs.web, configs.api, "workers/realtime/wrangler.toml"]
      : [configs.api, "workers/realtime/wrangler.toml"];
  return startQuietStack(workers, {
    persistTo,
    readyPath: primary === "web" ? "/auth/login" : "/api/v1/openapi.json",
    logLevel: "warn",
  });
}

const pids = () => readdirSync("/proc").filter((name) => /^\d+$/.test(name));
const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return [];
  }
};
const parentOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1];
  } catch {
    return "";
  }
};

/** The TCP ports `pid` listens on (from /proc: Linux only, like the rest of this bench's machinery). */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (link.startsWith("socket:[")) inodes.add(link.slice(8, -1));
    } catch {
      // Closed meanwhile.
    }
  }
  const ports = [];
  for (const table of ["tcp", "tcp6"]) {
    for (const line of readFileSync(`/proc/${pid}/net/${table}`, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === "0A" && inodes.has(cols[9])) ports.push(Number.parseInt(cols[1].split(":")[1], 16));
    }
  }
  return ports;
}

/**
 * The devtools address of the workerd runtime behind a `wrangler dev` stack, which serves every worker
 * at `/core:user:<worker name>` (wrangler's own inspector port, `proxyInspectorPort`, reaches one worker
 * only). workerd takes one client per worker and wrangler's proxy is the client of one of them: connect
 * here only to a worker that proxy does not hold, or both connections break.
 *
 * @example const base = await runtimeInspector(stack.inspectorPort); // "ws://127.0.0.1:41234"
 */
export async function runtimeInspector(proxyInspectorPort) {
  const all = pids();
  const wrangler = all.filter((pid) => {
    const args = cmdline(pid);
    const at = args.indexOf("--inspector-port");
    return at >= 0 && args[at + 1] === String(proxyInspectorPort);
  });
  const runtime = all.find(
    (pid) => wrangler.includes(parentOf(pid)) && cmdline(pid).some((a) => a.startsWith("--inspector-addr")),
  );
  if (!runtime) throw new Error("no workerd runtime with an inspector under this wrangler dev");
  for (const port of listeningPorts(runtime)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(2000) });
      if (res.ok && (await res.json())) return `ws://127.0.0.1:${port}`;
    } catch {
      // Not the inspector.
    }
  }
  throw new Error(`workerd ${runtime} listens on no devtools port`);
}
