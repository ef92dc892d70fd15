import { describe, expect, it, vi } from "vitest";
import { SHARED_WAIT_MS } from "../../lib/request-scope";
import { memoize } from "./isolate-cache";

describe("memoize", () => {
  it("shares one load between concurrent callers until the entry expires", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memoize("k1", 1000, load, 0), memoize("k1", 1000, load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await memoize("k1", 1000, load, 1001)).toBe(2);
  });

  it("forgets a failed load so the next caller retries", async () => {
    await expect(memoize("k2", 1000, () => Promise.reject(new Error("d1 down")), 0)).rejects.toThrow();
    expect(await memoize("k2", 1000, async () => "ok", 1)).toBe("ok");
  });

  it("stops waiting on a load that never settles (its request was cancelled) and loads itself", async () => {
    vi.useFakeTimers();
    try {
      const stuck = memoize("k3", 60_000, () => new Promise<string>(() => {}));
      const waiter = memoize("k3", 60_000, async () => "own");
      await vi.advanceTimersByTimeAsync(SHARED_WAIT_MS + 1);
      expect(await waiter).toBe("own");
      expect(await memoize("k3", 60_000, async () => "later")).toBe("own");
      void stuck;
    } finally {
      vi.useRealTimers();
    }
  });
});
