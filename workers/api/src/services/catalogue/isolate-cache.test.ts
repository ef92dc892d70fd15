import { describe, expect, it } from "vitest";
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
});
