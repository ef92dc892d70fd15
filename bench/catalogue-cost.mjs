#!/usr/bin/env node
// What each catalogue call costs in production terms (issue 15, "Performance in production terms"), at
// 10k and at 1M tracks: list (a tracks page), details (one track), search, a ranged stream (64 KiB of a
// track's audio) and the home page's SSR (the web worker rendering `/` for the signed-in demo listener).
//
// The stacks are the real workers under `wrangler dev` (bench/meter/metered-stack.mjs), wrapped by two
// bench-only entry points that change nothing they wrap:
// - bench/meter/api-meter.ts serves the api's own WorkerEntrypoint with its D1 binding metered while a
//   window is open (d1-meter.ts: a real D1Database around a fetcher that sees each exchange with D1);
// - bench/meter/web-meter.ts serves the built web worker with its API service binding counted.
// API calls go to a stack whose first worker is the api (production routes /api/v1/* straight to it,
// docs/decisions/0306); the home page to one whose first worker is the web worker. Each measured call
// runs alone: open a window, make the call, read the window.
//
// Figures per call (mean over --calls calls with different inputs, the worst call in brackets):
// - D1 statements: statements D1 ran (a batch of N is N);
// - D1 waves: sequential D1 round trips; round trips in flight at the same time are one wave, and a
//   db.batch() is one round trip however many statements it holds;
// - rows read / written: the sum of D1's result `meta.rows_read` / `meta.rows_written` (what D1 bills;
//   local D1 takes them from SQLite's own counters);
// - Worker CPU: ms per call from V8 CPU profiles of each worker's own isolate over --cpu-calls
//   sequential calls, metering off (bench/meter/cpu-profile.mjs: why that is the isolate's CPU, not D1's,
//   R2's or the machine's). API calls count the api isolate; the home page the web isolate plus the api
//   isolate serving the page's API calls.
// - home page: the API calls its loaders made and their sequential hops (calls in flight together are one).
//
// Goals (the run exits 1 when one fails, unless --no-fail):
// - at most 2 sequential D1 waves for any read call (each API call of the home page counted alone);
// - rows read per call the same at 10k and 1M tracks: mean at 1M ≤ 1.1 × mean at 10k;
// - the home page's API calls in one sequential hop.
// Inputs are the same at both sizes (pages 1–3, ten search words, track ids within the first 10k).
// Seeded catalogues are kept in .cache/bench-catalogue/ (bench/meter/seeded-catalogue.mjs); the first
// run at 1M tracks seeds for many minutes, later runs copy the kept state.
//   node bench/catalogue-cost.mjs [--sizes 10000,1000000] [--calls 10] [--cpu-calls 30]
//     [--only list,details,search,stream,home] [--verbose] [--reseed] [--no-fail]
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoId } from "../workers/api/scripts/seed/ids.mjs";
import { largeTrackId, SEARCH_TERMS, signIn, streamUrls } from "./load/catalogue-requests.mjs";
import { option as opt } from "./load/stacks.mjs";
import { ensureWebBuild } from "./load/web-snapshot.mjs";
import { call, measureScenario, onStack } from "./meter/measure.mjs";
import { meterConfigs } from "./meter/metered-stack.mjs";
import { printReport } from "./meter/report.mjs";
import { seededCatalogue } from "./meter/seeded-catalogue.mjs";

const sizes = opt("--sizes", "10000,1000000").split(",").map(Number);
const calls = Number(opt("--calls", "10"));
const cpuCalls = Number(opt("--cpu-calls", "30"));
const only = opt("--only", "list,details,search,stream,home").split(",");
const verbose = process.argv.includes("--verbose");
const reseed = process.argv.includes("--reseed");
const noFail = process.argv.includes("--no-fail");

/** The i-th details id: spread over the first 10k tracks, so both sizes read the same tracks. */
const trackId = (i) => largeTrackId(1 + ((i * 7919) % 10_000));

/** Each scenario's i-th request: `{ path, headers, expect }` (the status a correct answer has). */
async function scenarios(base, token, names) {
  const cookie = `__Host-ngoma_session=${token}`;
  const ids = Array.from({ length: Math.max(calls, cpuCalls) }, (_, i) => trackId(i));
  const streams = names.includes("stream") ? await streamUrls(base, { cookie }, ids) : [];
  const get = (path, expect = 200, extra = {}) => ({ path, headers: { cookie, ...extra }, expect });
  return {
    list: (i) => get(`/api/v1/user/global/music-tracks?page=${1 + (i % 3)}`),
    details: (i) => get(`/api/v1/user/global/music-tracks/${trackId(i)}`),
    search: (i) => get(`/api/v1/user/global/search?q=${SEARCH_TERMS[i % SEARCH_TERMS.length]}`),
    stream: (i) => {
      const start = (i * 104_729) % 900_000;
      return get(streams[i], 206, { range: `bytes=${start}-${start + 65_535}` });
    },
    home: () => get("/"),
  };
}

/**
 * Unmetered calls before any scenario, so that the isolates' one-time set-up is not a per-call cost:
 * a demo track's details (the api) and, on the web stack, the sign-in page. Never a measured input.
 */
async function warmUp(stack, token, side) {
  const headers = { cookie: `__Host-ngoma_session=${token}` };
  await call(stack.url, {
    path: `/api/v1/user/global/music-tracks/${demoId("trk", "demo", 1)}`,
    headers,
    expect: 200,
  });
  if (side === "web") await call(stack.url, { path: "/auth/login", headers: {}, expect: 200 });
}

/** Metered calls and CPU of one scenario on a stack: { perCall, cpu: { api, web } }. */
function measure(stack, token, name, request, side) {
  const warm = () => warmUp(stack, token, side);
  return measureScenario(stack, { name, request, side, calls, cpuCalls, warmUp: warm });
}

async function measureSize(tracks, work, configs) {
  const { persistTo, seededMs } = await seededCatalogue(tracks, work, { reseed });
  if (seededMs) console.log(`  seeded ${tracks} tracks in ${(seededMs / 1000).toFixed(0)} s`);
  const results = {};
  if (only.includes("home")) {
    await onStack(configs, persistTo, "web", `${tracks} tracks`, signIn, async (stack, token) => {
      const requests = await scenarios(stack.url, token, ["home"]);
      results.home = await measure(stack, token, "home", requests.home, "web");
    });
  }
  await onStack(configs, persistTo, "api", `${tracks} tracks`, signIn, async (stack, token) => {
    const names = only.filter((name) => name !== "home");
    const requests = await scenarios(stack.url, token, names);
    for (const name of names) results[name] = await measure(stack, token, name, requests[name], "api");
  });
  console.log(`  ${tracks} tracks measured`);
  return results;
}

const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), "ngoma-cost-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
ensureWebBuild();
mkdirSync(path.join(work, "web"));
const configs = meterConfigs(path.join(work, "web"));
const measured = {};
for (const tracks of sizes) {
  const dir = path.join(work, String(tracks));
  measured[tracks] = await measureSize(tracks, dir, configs);
  rmSync(dir, { recursive: true, force: true });
}
const failed = printReport(measured, { sizes, only, calls, cpuCalls, verbose });
console.log(`\nRun time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed.length > 0) {
  console.log(`Goals failed: ${failed.join("; ")}${noFail ? " (--no-fail: exit 0)" : ""}`);
  if (!noFail) process.exitCode = 1;
}
