// A market's reads measured at several sizes, the way bench/market-cost.mjs (beats) and
// bench/song-market-cost.mjs (songs) both run (docs/decisions/0309): per size a fresh migrated store with
// the demo accounts and the reference lookups, the market seeded by one statement per table, the real api
// worker under `wrangler dev` behind the meter, each call alone in its window, signed in as the demo
// creator. Prints the report and exits 1 when a judged goal fails (unless --no-fail).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execStatements, openLocalStack } from "../../workers/api/scripts/seed/local-stack.mjs";
import { referenceStatements } from "../../workers/api/scripts/seed/reference.mjs";
import { DEMO_PASSWORD } from "../../workers/api/scripts/seed.mjs";
import { signIn } from "../load/catalogue-requests.mjs";
import { option as opt } from "../load/stacks.mjs";
import { migratedWithDemoAccounts } from "./demo-accounts-state.mjs";
import { measureScenario, onStack } from "./measure.mjs";
import { meterApiConfig } from "./metered-stack.mjs";
import { printReport } from "./report.mjs";

/**
 * @param {object} bench
 * @param {string} bench.unit what a size counts ("beats", "songs")
 * @param {string[]} bench.calls the calls, in report order
 * @param {(size: number, now: number) => string[]} bench.statements the market's seed statements
 * @param {string} bench.countSql a query answering `n`, the listed items once seeded
 * @param {(cookie: string, size: number) => Record<string, (i: number) => object>} bench.requests
 * @param {string} bench.warmUpPath a cheap call that wakes the worker
 * @param {(name: string) => boolean} [bench.wavesGoal] the calls held to the waves goal
 * @param {(name: string) => boolean} [bench.judged] the calls whose failures count (default: all)
 */
export async function runMarketBench(bench) {
  const sizes = opt("--sizes", "10000,100000").split(",").map(Number);
  const calls = Number(opt("--calls", "10"));
  const cpuCalls = Number(opt("--cpu-calls", "30"));
  const verbose = process.argv.includes("--verbose");
  const noFail = process.argv.includes("--no-fail");
  const work = mkdtempSync(path.join(tmpdir(), `ngoma-${bench.unit}-market-cost-`));
  process.on("exit", () => rmSync(work, { recursive: true, force: true }));
  mkdirSync(path.join(work, "meter"));
  const configs = { api: meterApiConfig(path.join(work, "meter"), { readLimit: 1_000_000_000 }) };
  const measured = {};
  for (const size of sizes) {
    const dir = path.join(work, String(size));
    await seed(dir, size, bench);
    const results = {};
    const prepare = async (url) => {
      const token = await signIn(url, { email: "creator@demo.ngoma.dev", password: DEMO_PASSWORD });
      return `__Host-ngoma_session=${token}`;
    };
    await onStack(configs, dir, "api", `${size} ${bench.unit}`, prepare, async (stack, cookie) => {
      for (const name of bench.calls) {
        results[name] = await measureScenario(stack, {
          name,
          request: bench.requests(cookie, size)[name],
          side: "api",
          calls,
          cpuCalls,
          warmUp: async () => {
            await fetch(new URL(bench.warmUpPath, stack.url), { headers: { cookie } });
          },
        });
      }
    });
    measured[size] = results;
    rmSync(dir, { recursive: true, force: true });
  }
  const failed = printReport(measured, {
    sizes,
    only: bench.calls,
    calls,
    cpuCalls,
    verbose,
    unit: bench.unit,
    wavesGoal: bench.wavesGoal ?? (() => true),
  }).filter((f) => (bench.judged ?? (() => true))(f.split(":")[0]) || /waves/.test(f));
  if (failed.length > 0 && !noFail) process.exit(1);
}

async function seed(dir, size, bench) {
  await migratedWithDemoAccounts(dir);
  const { db, dispose } = await openLocalStack(dir);
  const started = Date.now();
  try {
    const now = Date.now();
    await execStatements(db, (await referenceStatements(now)).statements);
    await execStatements(db, bench.statements(size, now), 1);
    const listed = await db.prepare(bench.countSql).first();
    console.log(
      `  seeded ${listed.n} listed ${bench.unit} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await dispose();
  }
}
