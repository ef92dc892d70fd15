// How the benchmark tools read their options and start the stacks they measure, in one place so the
// benchmark and the profiler always measure the same thing.
import { startWrangler } from "../../scripts/local-wrangler.mjs";
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
 * The catalogue stack on `persistTo`. `via` "api" is the api worker alone: the path of a browser's
 * `/api/v1/*` call in production, where Cloudflare routes it straight there (docs/decisions/0306).
 * "web" is the local forwarder standing in for that route under `wrangler dev` (browser → web worker →
 * RPC on the API service binding → api worker, on one workerd thread; `web` is the snapshot from
 * snapshotWeb): measured too, because it is what `npm run dev` serves.
 *
 * @example const stack = await startCatalogueStack("api", persistTo);
 */
export function startCatalogueStack(via, persistTo, web) {
  const configs =
    via === "web"
      ? [web.config, "workers/api/wrangler.toml", "workers/realtime/wrangler.toml"]
      : ["workers/api/wrangler.toml"];
  return startQuietStack(configs, {
    persistTo,
    readyPath: via === "web" ? "/auth/login" : "/api/v1/openapi.json",
    logLevel: "warn",
  });
}
