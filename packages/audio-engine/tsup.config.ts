import { defineConfig } from "tsup";

// One entry, both module systems, declarations for each (index.d.ts / index.d.cts) so
// `@arethetypeswrong/cli` sees matching types for import and require. No minification: embedders'
// bundlers minify, and readable dist code is easier to debug; scripts/size.mjs measures min+gz.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  target: "es2020",
  platform: "browser",
  sourcemap: false,
  treeshake: true,
});
