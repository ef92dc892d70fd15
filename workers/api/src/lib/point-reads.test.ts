import { describe, expect, it, vi } from "vitest";
import { PointReads } from "./point-reads";

/** A loadMany whose calls are recorded and answered only when the test says so. */
function manualLoader() {
  const calls: Array<{ keys: string[]; answer: (error?: Error) => void }> = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (error) => (error ? reject(error) : resolve(new Map(keys.map((k) => [k, `row ${k}`])))),
      });
    });
  return { calls, loadMany };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("PointReads", () => {
  it("reads at once when idle, and batches what arrives while a read is in flight", async () => {
    const { calls, loadMany } = manualLoader();
    const reads = new PointReads<string, string>({ keyOf: (k) => k, loadMany, maxBatch: 10 });
    const first = reads.load("a");
    await flush();
    expect(calls.map((c) => c.keys)).toEqual([["a"]]);

    const later = ["b", "c", "b", "d"].map((k) => reads.load(k));
    await flush();
    expect(calls).toHaveLength(1); // they wait for the batch in flight
    calls[0]?.answer();
    expect(await first).toBe("row a");
    await flush();
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b", "c", "d"]]); // one batch, "b" read once
    calls[1]?.answer();
    expect(await Promise.all(later)).toEqual(["row b", "row c", "row b", "row d"]);
  });

  it("splits a long queue into batches of at most maxBatch, oldest first", async () => {
    const { calls, loadMany } = manualLoader();
    const reads = new PointReads<string, string>({ keyOf: (k) => k, loadMany, maxBatch: 2 });
    const all = ["a", "b", "c", "d", "e"].map((k) => reads.load(k));
    for (let i = 0; i < 3; i += 1) {
      await flush();
      calls[i]?.answer();
    }
    expect(await Promise.all(all)).toEqual(["row a", "row b", "row c", "row d", "row e"]);
    expect(calls.map((c) => c.keys)).toEqual([["a"], ["b", "c"], ["d", "e"]]);
  });

  it("answers undefined for keys the batch had no row for, and passes a failed read to its waiters", async () => {
    const reads = new PointReads<string, string>({
      keyOf: (k) => k,
      loadMany: async (keys) => {
        if (keys.includes("boom")) throw new Error("d1 down");
        return new Map(keys.filter((k) => k !== "gone").map((k) => [k, k]));
      },
      maxBatch: 10,
    });
    expect(await reads.load("gone")).toBeUndefined();
    await expect(reads.load("boom")).rejects.toThrow("d1 down");
    expect(await reads.load("ok")).toBe("ok"); // a failure does not wedge the next batch
  });

  it("gives up on a batch that never settles (its request was cancelled): reads alone and unblocks the rest", async () => {
    vi.useFakeTimers();
    try {
      const seen: string[][] = [];
      let stuck = true;
      const reads = new PointReads<string, string>({
        keyOf: (k) => k,
        loadMany: (keys) => {
          seen.push(keys);
          if (stuck) {
            stuck = false;
            return new Promise(() => {});
          }
          return Promise.resolve(new Map(keys.map((k) => [k, k])));
        },
        maxBatch: 10,
        waitMs: 1_000,
      });
      const lost = reads.load("a");
      const waiting = reads.load("b");
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await lost).toBe("a"); // its own read, alone, after giving up on the stuck batch
      expect(await waiting).toBe("b"); // the stuck batch no longer holds the next one back
      expect(seen[0]).toEqual(["a"]);
      expect(seen.slice(1).sort()).toEqual([["a"], ["b"]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
