import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { getLoadContext } from "./server/load-context";
import { chunkReport } from "./vite/chunk-report";
import { chunkFor } from "./vite/chunks";
import { plainDynamicImports } from "./vite/plain-dynamic-imports";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Dev only (`remix vite:dev`): gives loaders the same `context` as the deployed worker, with bindings
    // from the root wrangler.toml. The api/realtime workers must run in a separate `wrangler dev` that shares
    // XDG_CONFIG_HOME (TOOLCHAIN.md "Hot reload").
    cloudflareDevProxyVitePlugin({ getLoadContext, configPath: "../../wrangler.toml" }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        // Routes come from app/routes.ts (flatRoutes(): same file convention; test files ignored there).
        v3_routeConfig: true,
      },
    }),
    chunkReport(),
    plainDynamicImports(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    // In the browser bundle terser's second compress pass and module-scope mangling make the first load
    // about 4 % smaller than esbuild's minifier (bench/web-first-load.mjs); the worker keeps esbuild's.
    minify: isSsrBuild ? "esbuild" : "terser",
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3, ecma: 2020, unsafe_arrows: true, pure_getters: true },
      format: { ecma: 2020 },
    },
    sourcemap: false,
    // Remix preloads every route's modules itself; Vite's preloads of a lazily loaded part's own imports
    // only saved a round trip, and those parts are fetched on intent (hover or focus) anyway. Without
    // them the preload helper has nothing to do (vite/plain-dynamic-imports.ts).
    modulePreload: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkFor(`${import.meta.dirname}/app`) } },
  },
}));
