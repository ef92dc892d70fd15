#!/usr/bin/env node
// Size budget of the published ESM bundle, measured the way embedders pay for it: minified by a
// bundler (esbuild here) and gzip-compressed. Prints the figure; exits 1 above the budget.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET = 7 * 1024;
const file = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const source = readFileSync(file, "utf8");
// Bundled, so the chunk files index.js re-exports (dist/chunk-*.js) count too.
const { outputFiles } = await build({
  entryPoints: [file],
  bundle: true,
  write: false,
  minify: true,
  format: "esm",
  target: "es2020",
});
const code = outputFiles[0].text;
const gz = gzipSync(code, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
console.log(
  `@ngoma/audio-engine ESM: ${kb(source.length)} raw, ${kb(code.length)} min, ${kb(gz)} min+gz (budget ${kb(BUDGET)})`,
);
if (gz > BUDGET) {
  console.error(`size check failed: ${gz - BUDGET} bytes over budget`);
  process.exit(1);
}
