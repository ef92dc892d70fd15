// How the benchmark tools read their options and start the stacks they measure, in one place so the
// benchmark and the profiler always measure the same thing.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyDevVars, REPO, startWrangler } from "../../scripts/local-wrangler.mjs";
import { muteNetworkEvents } from "./devtools.mjs";

/**
 * The value after `--name` on the command line, else `fallback`.
 *
 * @example const seconds = Number(option("--seconds", "5"));
 */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}

/**
 * `startWrangler` with devtools' Network domain off for the stack's life (bench/load/devtools.mjs).
 * The returned stack's `devtools` is that inspector connection (wrangler serves one client at a time);
 * `stop` closes it and stops the stack.
 *
 * @example const hello = await startQuietStack(["bench/load/hello-wrangler.toml"], { logLevel: "warn" });
 */
export async function startQuietStack(configs, options) {
  const stack = await startWrangler(configs, options);
  let devtools;
  try {
    devtools = await muteNetworkEvents(stack.inspectorPort);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return {
    ...stack,
    devtools,
    stop: async () => {
      devtools.close();
      await stack.stop();
    },
  };
}

/**
 * The api's config for a load run, written beside `persistTo`: the real one with its per-user read limit
 * (READ_LIMITER, 600 a minute) lifted, because a load run is one listener's token sending thousands of
 * reads a minute, which production answers with 429 by design. Everything else is the real config.
 */
function loadApiConfig(persistTo) {
  const dir = path.join(path.dirname(persistTo), "api-load");
  mkdirSync(dir, { recursive: true });
  copyDevVars(path.join(REPO, "workers/api"), dir);
  const api = path.join(REPO, "workers/api");
  const toml = readFileSync(path.join(api, "wrangler.toml"), "utf8")
    .replace(/^main = "(.*)"$/m, (_, main) => `main = ${JSON.stringify(path.join(api, main))}`)
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(path.join(api, "migrations"))}`)
    .replace(/simple = \{ limit = 600, period = 60 \}/, "simple = { limit = 1000000000, period = 60 }");
  if (!toml.includes("limit = 1000000000"))
    throw new Error("workers/api/wrangler.toml: READ_LIMITER not found");
  const config = path.join(dir, "wrangler.toml");
  writeFileSync(config, toml);
  return config;
}

/**
 * The catalogue stack on `persistTo`. `via` "api" is the api worker alone: the path of a browser's
 * `/api/v1/*` call in production, where Cloudflare routes it straight there (docs/decisions/0306).
 * "web" is the local forwarder standing in for that route under `wrangler dev` (browser → web worker →
 * RPC on the API service binding → api worker, on one workerd thread; `web` is the snapshot from
 * snapshotWeb): measured too, because it is what `npm run dev` serves. The api runs with its read
 * limit lifted (loadApiConfig).
 *
 * @example const stack = await startCatalogueStack("api", persistTo);
 */
export function startCatalogueStack(via, persistTo, web) {
  const api = loadApiConfig(persistTo);
  const configs = via === "web" ? [web.config, api, "workers/realtime/wrangler.toml"] : [api];
  return startQuietStack(configs, {
    persistTo,
    readyPath: via === "web" ? "/auth/login" : "/api/v1/openapi.json",
    logLevel: "warn",
  });
}
