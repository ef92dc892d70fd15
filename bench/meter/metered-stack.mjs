// The metered local stack of bench/catalogue-cost.mjs: the built web worker (a frozen snapshot, as the
// load bench uses) behind web-meter.ts, the real api worker behind api-meter.ts under the api's own name,
// and the realtime worker, under one `wrangler dev` with devtools' Network relay off (bench/load/stacks.mjs).
// Both meter configs are derived from the real wrangler.toml files, so vars and bindings cannot drift.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO, snapshotWeb, WRANGLER, wranglerEnv } from "../../scripts/local-wrangler.mjs";
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

/** Writes the web and api meter configs into `dir` (the web app must be built); returns their paths. */
export function meterConfigs(dir) {
  const web = snapshotWeb(dir, wranglerEnv(dir));
  writeFileSync(
    path.join(dir, "web-meter.mjs"),
    `import web from "./dist/worker.js";\nimport { meterWeb } from ${JSON.stringify(path.join(METER, "web-meter.ts"))};\nexport default meterWeb(web);\n`,
  );
  writeFileSync(web, readFileSync(web, "utf8").replace(/^main = .*$/m, 'main = "web-meter.mjs"'));
  freeze(web, path.join(dir, "web-dist"), "web-meter.js");
  const api = path.join(dir, "api-meter.wrangler.toml");
  const apiToml = readFileSync(path.join(REPO, "workers/api/wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, `main = ${JSON.stringify(path.join(METER, "api-meter.ts"))}`)
    .replace(
      /^migrations_dir = .*$/m,
      `migrations_dir = ${JSON.stringify(path.join(REPO, "workers/api/migrations"))}`,
    );
  writeFileSync(api, apiToml);
  freeze(api, path.join(dir, "api-dist"), "api-meter.js");
  return { web, api };
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
