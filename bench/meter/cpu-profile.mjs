// Worker CPU time from V8 CPU profiles of a worker's isolate (devtools `Profiler` domain).
//
// workerd runs every isolate of a stack (web, api, D1's and R2's simulators) on shared threads. V8's
// sampler records a tick for an isolate only while that isolate is entered, so the ticks of the api's
// profile are the api isolate's own CPU: its JavaScript, garbage collection, and the runtime's native
// work done under its lock ("(program)"), and never the time it waits on D1, R2 or another worker.
// Ticks marked "(idle)" are not counted. Time = busy ticks × the tick length, which is the median gap
// between consecutive ticks inside busy spans (the requested 100 µs stretches on a loaded machine).
// Sampling costs a little CPU itself, so the figure is a slight overestimate; it is the same method at
// every catalogue size, which is what the comparison needs.

const INTERVAL_US = 100;

/**
 * Starts profiling on each devtools connection (`{ send }`); `stop()` ends them and resolves with each
 * isolate's `{ ms, worker }` (busy CPU, and "api" or "web" from its scripts), in the same order.
 *
 * @example const run = await profile([devtools]); …calls…; const [{ ms, worker }] = await run.stop();
 */
export async function profile(connections) {
  const started = [];
  try {
    for (const devtools of connections) {
      await devtools.send("Profiler.enable");
      await devtools.send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
      const reply = await devtools.send("Profiler.start");
      if (reply.error) throw new Error(`Profiler.start was refused: ${JSON.stringify(reply.error)}`);
      started.push(devtools);
    }
  } catch (error) {
    // Only a started profiler answers Profiler.stop (workerd never answers it otherwise).
    await Promise.allSettled(started.map((devtools) => devtools.send("Profiler.stop")));
    throw error;
  }
  return {
    stop: async () => {
      const replies = await Promise.allSettled(connections.map((devtools) => devtools.send("Profiler.stop")));
      return replies.map((settled) => {
        if (settled.status === "rejected") throw settled.reason;
        const profile = settled.value.result?.profile;
        if (!profile) throw new Error(`Profiler.stop returned no profile: ${JSON.stringify(settled.value)}`);
        return { ms: busyMs(profile), worker: workerOf(profile) };
      });
    },
  };
}

/** Which bench worker a profile is of: "api" (api-meter.js), "web" (web-meter.js), else "other". */
export function workerOf(profile) {
  const urls = profile.nodes.map((n) => n.callFrame.url);
  if (urls.some((u) => u.endsWith("api-meter.js"))) return "api";
  if (urls.some((u) => u.endsWith("web-meter.js"))) return "web";
  return "other";
}

/** The CPU a V8 profile shows its isolate busy, in ms (see the header). */
export function busyMs(profile) {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  const gaps = profile.timeDeltas
    .slice(1)
    .filter((d) => d > 0 && d < 10 * INTERVAL_US)
    .sort((a, b) => a - b);
  const tickUs = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)] : INTERVAL_US;
  const busyTicks = profile.samples.filter((id) => !idle.has(id)).length;
  return (busyTicks * tickUs) / 1000;
}
