// A small closed-loop HTTP load generator: `concurrency` keep-alive connections, each sending its next
// request as soon as the previous answer is fully read, for a fixed time after a warm-up. Built in so
// the benchmark needs nothing beyond Node (no autocannon/wrk on this machine).
import http from "node:http";

/** Nearest-rank percentile of a sorted array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function once(agent, base, { path, headers }, timeoutMs) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(new URL(path, base), { agent, headers, timeout: timeoutMs }, (res) => {
      res.on("data", () => {});
      res.on("end", () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    // A stack that stops answering must fail the run, not hang it: a request with no progress for
    // `timeoutMs` counts as a connection failure (status 0).
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (error) => {
      if (process.env.BENCH_DEBUG) console.error(error.message);
      resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    });
    req.end();
  });
}

/**
 * Runs `nextRequest()` (→ { path, headers? }) against `base` and returns
 * { requests, rps, p50, p99, statuses, failed }. Latencies are per request, in ms; only the measured window
 * counts; connection errors and timeouts (status 0) and 5xx are failures, excluded from rps and latencies.
 */
export async function runLoad({
  base,
  nextRequest,
  concurrency = 100,
  warmupMs = 1500,
  durationMs = 5000,
  timeoutMs = 30_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  const warmEnd = Date.now() + warmupMs;
  const end = warmEnd + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const { status, ms } = await once(agent, base, nextRequest(), timeoutMs);
      const now = Date.now();
      if (now >= warmEnd && now <= end) {
        // Only answered requests count toward throughput and latency; failures show in `statuses`.
        if (status >= 200 && status < 500) latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (durationMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    failed: Object.entries(statuses).some(([status]) => Number(status) === 0 || Number(status) >= 500),
  };
}
