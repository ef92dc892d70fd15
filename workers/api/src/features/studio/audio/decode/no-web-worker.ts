/**
 * Stands in for `@eshaz/web-worker` (wrangler.toml `[alias]`, vitest.config.ts `resolve.alias`): the
 * decoder packages also export a Web Worker variant whose dependency reads the global `Worker` when
 * imported, and a Cloudflare Worker has none. Only the in-thread decoders are used here.
 */
export default class NoWebWorker {
  constructor() {
    throw new Error("Web Workers are not available in a Cloudflare Worker; use the in-thread decoder");
  }
}
