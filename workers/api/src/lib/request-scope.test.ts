import { describe, expect, it, vi } from "vitest";
import { memoize } from "../services/catalogue/isolate-cache";
import { PointReads } from "./point-reads";
import { outliveCancellation, runInRequestScope } from "./request-scope";

describe("request scope (work shared between requests outlives its starter's cancellation)", () => {
  it("hands work started inside a request to that request's waitUntil, across awaits", async () => {
    const waitUntil = vi.fn();
    await runInRequestScope({ waitUntil }, async () => {
      await Promise.resolve();
      outliveCancellation(Promise.resolve(1));
    });
    expect(waitUntil).toHaveBeenCalledTimes(1);
    outliveCancellation(Promise.resolve(2)); // outside any request: nothing to extend, no error
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });

  it("covers each memoized load and each coalesced batch once, by the request that started it", async () => {
    const starter = vi.fn();
    const joiner = vi.fn();
    const key = `scope-test:${crypto.randomUUID()}`;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(7), 5));
    const reads = new PointReads<string, string>({
      keyOf: (k) => k,
      maxBatch: 10,
      loadMany: async (keys) => new Map(keys.map((k) => [k, k.toUpperCase()])),
    });
    const [a, b, c, d] = await Promise.all([
      runInRequestScope({ waitUntil: starter }, () => memoize(key, 1_000, load)),
      runInRequestScope({ waitUntil: joiner }, () => memoize(key, 1_000, load)),
      runInRequestScope({ waitUntil: starter }, () => reads.load("x")),
      runInRequestScope({ waitUntil: joiner }, () => reads.load("x")),
    ]);
    expect([a, b, c, d]).toEqual([7, 7, "X", "X"]);
    // The starter began the load and the first batch; the joiner shared the load, and its read, asked
    // while that batch was out, went into a second batch, which it started itself (0304: fresh reads).
    expect(starter).toHaveBeenCalledTimes(2);
    expect(joiner).toHaveBeenCalledTimes(1);
  });
});
