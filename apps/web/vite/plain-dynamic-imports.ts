// Vite wraps every `import()` of the browser bundle in `__vitePreload(load, deps)`, a helper that preloads a
// lazy chunk's imports and stylesheets before running `load`. With `build.modulePreload: false` the script
// deps are left out, and no lazily loaded part here has a stylesheet of its own (route CSS comes through
// Remix's links), so every list is empty and the helper only calls `load()`. This plugin gives it exactly
// that body: the standard one is ~0.5 KB of gzipped JavaScript in the file every page loads. Should a lazy
// import ever get dependencies (a component importing its own CSS), the build fails here rather than ship
// a helper that would ignore them.
import type { Plugin } from "vite";

/** Vite's id for the helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/** The helper's body once every dependency list is empty. */
export const PLAIN_HELPER = "export const __vitePreload = (load) => load();";

/** What Vite writes in place of a non-empty dependency list. */
const DEPS_CALL = "__vite__mapDeps(";

/**
 * @example plugins: [plainDynamicImports(), remix()]
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "ngoma:plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? PRELOAD_HELPER_ID : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? PLAIN_HELPER : undefined),
    generateBundle: {
      // After Vite's own generateBundle has written each import()'s dependency list.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && file.code.includes(DEPS_CALL)) {
            this.error(
              `${file.fileName}: a lazy import() has dependencies to preload, which the plain helper ` +
                "ignores (apps/web/vite/plain-dynamic-imports.ts); give that part no stylesheet of its own.",
            );
          }
        }
      },
    },
  };
}
