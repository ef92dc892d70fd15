import { defineConfig } from "tsup";

// ESM for bundlers, Workers and modern Node; CJS for require() users; a .d.ts / .d.cts pair so each
// resolution mode gets types that match its module format (checked by attw in `npm test`).
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  target: "es2022",
  sourcemap: false,
  treeshake: true,
});
