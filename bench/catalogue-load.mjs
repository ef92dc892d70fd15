#!/usr/bin/env node
// Catalogue under load (issue #6 "Tests and benchmark"). Seeds 10k and 100k tracks into temporary
// persist folders (npm run seed:large), runs the real local stack (api → D1/R2 under `wrangler dev`;
// `--via web` also through the web worker's local forwarder, bench/load/stacks.mjs) and a hello-world
// Hono worker under the same `wrangler dev`, and loads each with the built-in generator at the same
// concurrency: list, search, details and a ranged stream request, each with the browser's session cookie.
// Prints p50/p99/requests-per-second and, as information only (docs/decisions/0309 holds the goals), the
// ratios: throughput and p99 against hello-world's, list/search p50 at 100k against at 10k. It exits 1
// only when requests failed.
// Only ratios mean anything on a shared 2-core machine, and even they move by ±25% from one stack start to
// the next (measured: search p50 at 100k vs 10k went 1.31, 1.03, 0.83 in three back-to-back pairs). So
// the run is made of rounds: each round starts every catalogue stack once, one at a time, then measures
// hello-world again; each round's ratios use the hello-world runs on either side of it, and the median
// round's are printed first. Every stack, the baseline included, runs with devtools' Network domain off
// (bench/load/devtools.mjs): wrangler's relay of every binding call is dev tooling, not the runtime being
// measured. Search runs last: it is the heaviest call, and a stack it overwhelms must not spoil the rest.
//   node bench/catalogue-load.mjs [--rounds 3] [--concurrency 100] [--seconds 5] [--warmup 3]
//     [--sizes 10000,100000] [--via api,web] [--only list,details,stream,search]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO } from "../scripts/local-wrangler.mjs";
import { seedLarge } from "../workers/api/scripts/seed-large.mjs";
import { catalogueRequests } from "./load/catalogue-requests.mjs";
import { runLoad } from "./load/load-generator.mjs";
import { option as opt, startCatalogueStack, startQuietStack } from "./load/stacks.mjs";
import { snapshotWeb } from "./load/web-snapshot.mjs";

const rounds = Number(opt("--rounds", "3"));
const concurrency = Number(opt("--concurrency", "100"));
const durationMs = Number(opt("--seconds", "5")) * 1000;
const sizes = opt("--sizes", "10000,100000").split(",").map(Number);
const vias = opt("--via", "api,web").split(",");
/** What each path is, printed beside its ratios. */
const PATH_OF = {
  api: "the production path: Cloudflare routes /api/v1/* to the api worker (docs/decisions/0306)",
  web: "the local forwarder of `wrangler dev`: web worker → service binding → api worker",
};
const only = opt("--only", "list,details,stream,search").split(",");
// Long enough for the cold reads of every scenario (the first search of each term at 100k tracks takes
// ~150 ms of D1 time, and ten of them queue behind each other) to be done before measuring starts.
const warmupMs = Number(opt("--warmup", "3")) * 1000;
const largest = Math.max(...sizes);
const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  (${r.requests} requests, statuses ${JSON.stringify(r.statuses)})`;

async function helloWorld() {
  const hello = await startQuietStack([path.join(REPO, "bench/load/hello-wrangler.toml")], {
    logLevel: "warn",
  });
  try {
    return await runLoad({
      base: hello.url,
      nextRequest: () => ({ path: "/" }),
      concurrency,
      warmupMs,
      durationMs,
    });
  } finally {
    await hello.stop();
  }
}

/** A fresh persist folder seeded with `tracks` tracks (removed when the run exits). */
async function seeded(tracks) {
  const persistTo = mkdtempSync(path.join(tmpdir(), `ngoma-bench-${tracks}-`));
  temporary.push(persistTo);
  const seedStarted = Date.now();
  await seedLarge(persistTo, tracks, (line) => console.log(`  ${line}`));
  console.log(`  seed:large --tracks ${tracks}: ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  return persistTo;
}

async function scenariosOn(stack, tracks, scenarios, via) {
  const requests = await catalogueRequests(stack.url, tracks);
  const results = {};
  for (const name of scenarios) {
    results[name] = await runLoad({
      base: stack.url,
      nextRequest: requests[name],
      concurrency,
      warmupMs,
      durationMs,
    });
    console.log(`  ${tracks} tracks via ${via}, ${name.padEnd(7)} ${fmt(results[name])}`);
    if (results[name].failed) console.log(`  the stack reported:\n${stack.logs().slice(-4000)}`);
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const list = (values) => values.map((v) => v.toFixed(2)).join(", ");

const temporary = [];
// The web worker is bundled only when a run goes through it.
const web = vias.includes("web") ? snapshotWeb() : undefined;
if (web) temporary.push(web.dir);
process.on("exit", () => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});
console.log(
  `Concurrency ${concurrency}, ${durationMs / 1000} s per scenario after a ${warmupMs / 1000} s warm-up, ${rounds} rounds\n`,
);
const persisted = {};
for (const size of sizes) persisted[size] = await seeded(size);
const scenariosOf = (size) =>
  (size === largest ? ["list", "details", "stream", "search"] : ["list", "search"]).filter((name) =>
    only.includes(name),
  );

let hello = await helloWorld();
console.log(`\nhello-world Hono worker          ${fmt(hello)}`);
/** Per round: { baseline: the mean of the hello-world runs around it, [size]: { [via]: { [scenario]: result } } }. */
const measured = [];
for (let round = 1; round <= rounds; round += 1) {
  console.log(`\nRound ${round} of ${rounds}`);
  const results = {};
  for (const size of sizes) {
    results[size] = {};
    for (const via of vias) {
      const stack = await startCatalogueStack(via, persisted[size], web);
      try {
        results[size][via] = await scenariosOn(stack, size, scenariosOf(size), via);
      } finally {
        await stack.stop();
      }
    }
  }
  const after = await helloWorld();
  console.log(`  hello-world Hono worker        ${fmt(after)}`);
  measured.push({
    baseline: { rps: (hello.rps + after.rps) / 2, p99: (hello.p99 + after.p99) / 2 },
    ...results,
  });
  hello = after;
}

const smallest = Math.min(...sizes);
let failed = false;
for (const via of vias) {
  console.log(
    `\nRatios at ${largest} tracks via ${via}, ${PATH_OF[via] ?? via}\n(against hello-world; median of ${rounds} rounds, each round's in brackets)`,
  );
  for (const name of scenariosOf(largest)) {
    const runs = measured.map((m) => ({ r: m[largest][via][name], baseline: m.baseline }));
    if (runs.some(({ r }) => r.failed)) {
      failed = true;
      console.log(
        `  ${name.padEnd(7)} failed requests: ${runs.map(({ r }) => JSON.stringify(r.statuses)).join(" ")}`,
      );
      continue;
    }
    const tput = runs.map(({ r, baseline }) => r.rps / baseline.rps);
    const p99 = runs.map(({ r, baseline }) => r.p99 / baseline.p99);
    console.log(
      `  ${name.padEnd(7)} throughput ${median(tput).toFixed(2)} [${list(tput)}]   p99 ${median(p99).toFixed(2)} [${list(p99)}]`,
    );
  }
  if (smallest === largest) continue;
  console.log(`Growth ${smallest} → ${largest} tracks via ${via} (p50 ratio; median of the rounds' ratios)`);
  for (const name of ["list", "search"].filter((n) => only.includes(n))) {
    const pairs = measured.map((m) => [m[largest][via][name], m[smallest][via][name]]);
    if (pairs.some(([big, small]) => big.failed || small.failed)) {
      failed = true;
      console.log(`  ${name.padEnd(7)} failed requests, no ratio`);
      continue;
    }
    const growth = pairs.map(([big, small]) => big.p50 / small.p50);
    console.log(`  ${name.padEnd(7)} p50 ${median(growth).toFixed(2)} [${list(growth)}]`);
  }
}
if (failed) process.exitCode = 1;
