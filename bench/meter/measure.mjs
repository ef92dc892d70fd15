// How the cost benches (bench/catalogue-cost.mjs, bench/wallet-cost.mjs) measure one call on a metered
// stack (metered-stack.mjs): a metered window around one call, and Worker CPU from V8 profiles of the
// stack's isolates (cpu-profile.mjs) with metering off.
import { connectDevtools } from "../load/devtools.mjs";
import { profile } from "./cpu-profile.mjs";
import { runtimeInspector, startMeteredStack } from "./metered-stack.mjs";

export const debug = (line) => process.env.BENCH_DEBUG && console.log(`    ${line}`);

/**
 * Makes one request `{ path, method?, headers, body?, expect }` on `base` and throws unless it answers
 * the `expect`ed status (the status a correct answer has).
 */
export async function call(base, { path, method = "GET", headers, body, expect }) {
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await res.arrayBuffer();
  if (res.status !== expect) {
    throw new Error(
      `${method} ${path}: ${res.status}, expected ${expect}: ${Buffer.from(answer).toString().slice(0, 400)}`,
    );
  }
}

/** One metered call: its D1 tally, its API calls and hops, each API call's own waves. */
export async function metered(base, request) {
  await fetch(`${base}/__meter/start?on=1`);
  await call(base, request);
  let report;
  // Work the call left running (waitUntil) belongs to it: read once nothing is in flight.
  for (let tries = 0; tries < 50; tries += 1) {
    await new Promise((r) => setTimeout(r, 20));
    report = await (await fetch(`${base}/__meter/report`)).json();
    if (report.api.d1.inFlight === 0) break;
  }
  const { d1, calls: apiCalls } = report.api;
  const web = report.web ?? { calls: [], hops: 0 };
  return {
    statements: d1.statements,
    waves: d1.waves,
    rowsRead: d1.rowsRead,
    rowsWritten: d1.rowsWritten,
    apiCalls: web.calls.length,
    hops: web.hops,
    wavesPerApiCall: Math.max(0, ...apiCalls.map((c) => c.d1.waves)),
    detail: { log: d1.log, apiCalls: web.calls, perCall: apiCalls },
  };
}

/**
 * Devtools connections to profile on `stack`, one per worker it runs. wrangler's own connection holds
 * one worker, which it picks itself (on the web stack it was the api): a short profile tells which; the
 * other worker, if any, is reached on the runtime's inspector, which nobody else holds for it.
 */
async function profilers(stack, primary, run) {
  const probe = await profile([stack.devtools]);
  for (let i = 0; i < 2; i += 1) await run(i);
  const [{ worker: held }] = await probe.stop();
  if (held !== "api" && held !== "web") throw new Error(`wrangler's devtools connection profiles ${held}`);
  const connections = { [held]: stack.devtools };
  if (primary === "web") {
    const other = held === "api" ? "web" : "api";
    const runtime = await runtimeInspector(stack.inspectorPort);
    connections[other] = await connectDevtools(`${runtime}/core:user:ngoma-${other}`);
  }
  return connections;
}

/**
 * Worker CPU per `run(i)` (ms), per worker, over `cpuCalls` runs with metering off: { api, web }.
 * `primary` is the stack's first worker ("api" or "web"); a web stack profiles both isolates.
 */
export async function cpuPerRun(stack, primary, run, cpuCalls) {
  await fetch(`${stack.url}/__meter/start?on=0`);
  for (let i = 0; i < 2; i += 1) await run(i);
  const connections = await profilers(stack, primary, run);
  try {
    const cpu = { api: 0, web: 0 };
    // One isolate at a time: two profilers on workerd's thread at once brought the runtime down at 1M.
    for (const devtools of Object.values(connections)) {
      const profiling = await profile([devtools]);
      for (let i = 0; i < cpuCalls; i += 1) await run(i);
      const [{ ms, worker }] = await profiling.stop();
      cpu[worker] = ms / cpuCalls;
    }
    return cpu;
  } finally {
    for (const devtools of Object.values(connections)) if (devtools !== stack.devtools) devtools.close();
  }
}

/**
 * Starts the `primary` stack on `persistTo`, runs `signIn(url)` and `fn(stack, signedIn)`, stops the
 * stack (printing its last logs when `fn` throws). `label` names the run in BENCH_DEBUG lines.
 */
export async function onStack(configs, persistTo, primary, label, signIn, fn) {
  const stack = await startMeteredStack(configs, persistTo, primary);
  debug(`${label}: ${primary} stack up on ${stack.url}`);
  try {
    return await fn(stack, await signIn(stack.url));
  } catch (error) {
    console.error(stack.logs().slice(-4000));
    throw error;
  } finally {
    await stack.stop();
  }
}

/**
 * One scenario on a stack: `calls` metered calls of `request(i)` and Worker CPU over `cpuCalls` more
 * (the first run's isolates warmed by `warmUp()` before anything counts): { perCall, cpu: { api, web } }.
 */
export async function measureScenario(stack, { name, request, side, calls, cpuCalls, warmUp }) {
  await warmUp();
  const perCall = [];
  for (let i = 0; i < calls; i += 1) perCall.push(await metered(stack.url, request(i)));
  const cpu = await cpuPerRun(stack, side, (i) => call(stack.url, request(i)), cpuCalls);
  debug(`${name} measured`);
  return { perCall, cpu };
}
