import { defineConfig } from "tsup";

// ESM for bundlers, Workers and modern Node; CJS for require() users; a .d.ts / .d.cts pair so each
// resolution mode gets types that match its module format (checked by attw in `npm test`). Two public
// entries: the package, and `core` (conversion and formatting without the tables). The ESM build is
// split, so `index.js` re-exports the core's chunk instead of holding a second copy of it.
export default defineConfig({
  entry: { index: "src/index.ts", core: "src/core.ts" },
  format: ["esm", "cjs"],
  dts: true,
  splitting: true,
  clean: true,
  target: "es2022",
  sourcemap: false,
  treeshake: true,
});
