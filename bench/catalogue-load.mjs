#!/usr/bin/env node
// Catalogue under load (issue #6 "Tests and benchmark"). Seeds 10k and 100k tracks into temporary
// persist folders (npm run seed:large), runs the real local stack (api → D1/R2 under `wrangler dev`;
// `--via web` also through the web worker's local forwarder, bench/load/stacks.mjs) and a hello-world
// Hono worker under the same `wrangler dev`, and loads each with the built-in generator at the same
// concurrency: list, search, details and a ranged stream request, each with the browser's session cookie.
// Prints p50/p99/requests-per-second and the goals' ratios:
//   throughput ≥ 0.5 × hello-world, p99 ≤ 2 × hello-world's p99, list/search p50 at 100k ≤ 1.3 × at 10k;
// hello-world runs before the first catalogue and after each one, and each catalogue is compared with
// the runs around it (the growth ratio is also shown corrected for the machine's drift between sizes).
// Only ratios mean anything on a shared 2-core machine. Every stack, the baseline included, runs with
// devtools' Network domain off (bench/load/devtools.mjs): wrangler's relay of every binding call is dev
// tooling, not the runtime being measured. Search runs last: it is the heaviest call, and a
// stack it overwhelms must not spoil the other figures.
//   node bench/catalogue-load.mjs [--concurrency 100] [--seconds 5] [--warmup 3] [--sizes 10000,100000] [--via api,web]
//     [--only list,details,stream,search]   (a subset of the scenarios, when iterating on one of them)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO } from "../scripts/local-wrangler.mjs";
import { seedLarge } from "../workers/api/scripts/seed-large.mjs";
import { catalogueRequests } from "./load/catalogue-requests.mjs";
import { runLoad } from "./load/load-generator.mjs";
import { option as opt, startCatalogueStack, startQuietStack } from "./load/stacks.mjs";
import { snapshotWeb } from "./load/web-snapshot.mjs";

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

async function catalogue(tracks, scenarios, vias) {
  const persistTo = mkdtempSync(path.join(tmpdir(), `ngoma-bench-${tracks}-`));
  try {
    const seedStarted = Date.now();
    await seedLarge(persistTo, tracks, (line) => console.log(`  ${line}`));
    console.log(`  seed:large --tracks ${tracks}: ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const results = {};
    for (const via of vias) {
      const stack = await startCatalogueStack(via, persistTo, web);
      try {
        results[via] = await scenariosOn(stack, tracks, scenarios, via);
      } finally {
        await stack.stop();
      }
    }
    return results;
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
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

// The web worker is bundled only when a run goes through it.
const web = vias.includes("web") ? snapshotWeb() : undefined;
process.on("exit", () => web && rmSync(web.dir, { recursive: true, force: true }));
console.log(
  `Concurrency ${concurrency}, ${durationMs / 1000} s per scenario after a ${warmupMs / 1000} s warm-up\n`,
);
// The machine's other load drifts over a run of minutes (hello-world once fell from 1139 to 868 req/s
// within one run), so the baseline is measured before the first catalogue and again after each one:
// every catalogue is compared with the mean of the two hello-world runs around it.
const hellos = [await helloWorld()];
console.log(`hello-world Hono worker        ${fmt(hellos[0])}`);
const bySize = {};
const helloBySize = {};
for (const size of sizes) {
  console.log(`\nCatalogue of ${size} tracks`);
  bySize[size] = await catalogue(
    size,
    (size === largest ? ["list", "details", "stream", "search"] : ["list", "search"]).filter((name) =>
      only.includes(name),
    ),
    vias,
  );
  const before = hellos.at(-1);
  const after = await helloWorld();
  hellos.push(after);
  console.log(`hello-world Hono worker (again) ${fmt(after)}`);
  helloBySize[size] = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };
}

const mark = (ok) => (ok ? "✔" : "✘");
for (const via of vias) {
  const hello = helloBySize[largest];
  console.log(
    `\nRatios at ${largest} tracks via ${via}, ${PATH_OF[via] ?? via}\n(goal: throughput ≥ 0.50 × hello-world, p99 ≤ 2.0 × hello-world; hello-world ${hello.rps.toFixed(0)} req/s, p99 ${hello.p99.toFixed(1)} ms around this catalogue)`,
  );
  for (const [name, r] of Object.entries(bySize[largest][via])) {
    if (r.failed) {
      console.log(`  ${name.padEnd(7)} failed requests: ${JSON.stringify(r.statuses)}`);
      continue;
    }
    const tput = r.rps / hello.rps;
    const p99 = r.p99 / hello.p99;
    console.log(
      `  ${name.padEnd(7)} throughput ${tput.toFixed(2)} ${mark(tput >= 0.5)}   p99 ${p99.toFixed(2)} ${mark(p99 <= 2)}`,
    );
  }
  const smallest = Math.min(...sizes);
  if (smallest !== largest) {
    // In a closed loop p50 scales with 1 / the machine's speed, so each size's p50 is also shown scaled
    // by the hello-world throughput measured around it: the growth the catalogue causes, without drift.
    const drift = helloBySize[largest].rps / helloBySize[smallest].rps;
    console.log(
      `Growth ${smallest} → ${largest} tracks via ${via} (goal: p50 ratio ≤ 1.3; hello-world moved ×${drift.toFixed(2)} between them)`,
    );
    for (const name of ["list", "search"].filter((n) => only.includes(n))) {
      const [big, small] = [bySize[largest][via][name], bySize[smallest][via][name]];
      if (big.failed || small.failed) {
        console.log(`  ${name.padEnd(7)} failed requests, no ratio`);
        continue;
      }
      const raw = big.p50 / small.p50;
      const steady = raw * drift;
      console.log(
        `  ${name.padEnd(7)} p50 ${raw.toFixed(2)} ${mark(raw <= 1.3)}   drift-corrected ${steady.toFixed(2)} ${mark(steady <= 1.3)}`,
      );
    }
  }
}
