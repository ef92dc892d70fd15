#!/usr/bin/env node
// Where a request's CPU goes inside workerd: seeds a catalogue, starts the stack under `wrangler dev`,
// attaches to its devtools inspector, records a V8 CPU profile of the primary worker while one of the
// catalogue-load scenarios runs, and prints the functions with the most self time (the full profile is
// written next to it, for Chrome DevTools). A tool for finding what to optimise, not a benchmark.
//   node bench/profile-worker.mjs [--via web|api] [--scenario list|details|stream|search]
//     [--tracks 100000] [--seconds 5] [--out /tmp/ngoma.cpuprofile]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedLarge } from "../workers/api/scripts/seed-large.mjs";
import { catalogueRequests } from "./load/catalogue-requests.mjs";
import { runLoad } from "./load/load-generator.mjs";
import { option as opt, startCatalogueStack } from "./load/stacks.mjs";
import { snapshotWeb } from "./load/web-snapshot.mjs";

const via = opt("--via", "api");
const scenario = opt("--scenario", "details");
const tracks = Number(opt("--tracks", "100000"));
const durationMs = Number(opt("--seconds", "5")) * 1000;
const out = opt("--out", path.join(tmpdir(), `ngoma-${via}-${scenario}.cpuprofile`));

/** Self time per function (name, file, line), largest first. */
function topSelfTime(profile, count = 30) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = new Map();
  for (const id of profile.samples) samples.set(id, (samples.get(id) ?? 0) + 1);
  const byFunction = new Map();
  for (const [id, hits] of samples) {
    const { functionName, url, lineNumber } = byNode.get(id).callFrame;
    const key = `${functionName || "(anonymous)"}  ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  const total = profile.samples.length;
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
}

const persistTo = mkdtempSync(path.join(tmpdir(), "ngoma-profile-"));
const web = via === "web" ? snapshotWeb() : undefined;
try {
  await seedLarge(persistTo, tracks, () => {});
  // As in the benchmark (bench/load/stacks.mjs): wrangler's devtools relay off; the profile goes over
  // that same inspector connection, as wrangler serves one devtools client at a time.
  const stack = await startCatalogueStack(via, persistTo, web);
  const inspector = stack.devtools;
  try {
    const nextRequest = (await catalogueRequests(stack.url, tracks))[scenario];
    await runLoad({ base: stack.url, nextRequest, concurrency: 100, warmupMs: 3000, durationMs: 1000 });
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
    await inspector.send("Profiler.start");
    const load = await runLoad({ base: stack.url, nextRequest, concurrency: 100, warmupMs: 0, durationMs });
    const { result } = await inspector.send("Profiler.stop");
    writeFileSync(out, JSON.stringify(result.profile));
    console.log(`${via} ${scenario}: ${load.rps.toFixed(0)} req/s while profiling; profile in ${out}`);
    console.log(topSelfTime(result.profile).join("\n"));
  } finally {
    await stack.stop();
  }
} finally {
  rmSync(persistTo, { recursive: true, force: true });
  if (web) rmSync(web.dir, { recursive: true, force: true });
}
