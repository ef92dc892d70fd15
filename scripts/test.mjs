#!/usr/bin/env node
// The one test command (README: `npm test`). Runs every check in dependency order and stops at the
// first red step, so a failure is the last thing printed. Packages are built first because the web app
// consumes them through their published `exports`, exactly as a third party would.
import { spawnSync } from "node:child_process";

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.WRANGLER_SEND_ERROR_REPORTS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

const steps = [
  ["build packages", "npm run build -w @ngoma/currency -w @ngoma/audio-engine --if-present"],
  ["lint + format", "npx biome check ."],
  ["layers", "node scripts/check-layers.mjs && node --test scripts/check-layers.test.mjs"],
  ["decoder wasm matches its packages", "node workers/api/scripts/decoder-wasm.mjs --check"],
  ["endpoint table matches the routes", "npx tsx workers/api/scripts/endpoints.ts --check"],
  ["typecheck", "npm run typecheck"],
  ["unit + integration tests", "npm run test --workspaces --if-present"],
  ["browser tests", "npm run test:browser --workspaces --if-present"],
];

const only = process.argv[2];
const results = [];
for (const [name, command] of steps) {
  if (only && !name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}
console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✘"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 ? 0 : 1);
