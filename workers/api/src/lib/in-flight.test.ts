import { afterEach, describe, expect, it, vi } from "vitest";
import { gate } from "../test-support/gate";
import { InFlight } from "./in-flight";
import { runInRequestScope } from "./request-scope";

describe("InFlight (concurrent misses share one load)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets later requests join a load by key, and forgets it once settled", async () => {
    const flights = new InFlight<string, number>();
    const load = gate<Map<string, string>>();
    const waitUntil = vi.fn();
    const started = runInRequestScope({ waitUntil }, () => flights.track(["a", "b"], 7, load.promise));
    expect(waitUntil).toHaveBeenCalledTimes(1); // kept alive past its own request's cancellation
    expect([flights.tagOf("a"), flights.tagOf("b"), flights.tagOf("c")]).toEqual([7, 7, undefined]);
    const joined = flights.join(["b", "a", "c"]);
    load.resolve(new Map([["a", "A"]]));
    // "b" had no answer in that load and "c" was never loading: the joiner reads those itself.
    expect(await joined).toEqual([undefined, "A", undefined]);
    expect((await started).get("a")).toBe("A");
    expect(flights.tagOf("a")).toBeUndefined();
  });

  it("answers nothing to joiners of a failed load, which stays the starter's error", async () => {
    const flights = new InFlight<string, number>();
    const load = gate<Map<string, string>>();
    const started = flights.track(["a"], 1, load.promise);
    const joined = flights.join(["a"]);
    load.reject(new Error("D1 is down"));
    await expect(started).rejects.toThrow("D1 is down");
    expect(await joined).toEqual([undefined]);
    expect(flights.tagOf("a")).toBeUndefined();
  });

  it("gives up on a load that never settles (its request was cancelled) after waitMs", async () => {
    vi.useFakeTimers();
    const flights = new InFlight<string, number>(30_000);
    flights.track(["a"], 1, new Promise<Map<string, string>>(() => {}));
    let answer: Array<string | undefined> | undefined;
    void flights.join(["a"]).then((a) => {
      answer = a;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2);
    expect(answer).toEqual([undefined]);
  });

  it("keeps the newest load of a key when loads overlap", async () => {
    const flights = new InFlight<string, number>();
    const first = gate<Map<string, string>>();
    flights.track(["a"], 1, first.promise);
    flights.track(["a"], 2, new Promise<Map<string, string>>(() => {}));
    first.resolve(new Map([["a", "old"]]));
    await first.promise;
    await Promise.resolve();
    expect(flights.tagOf("a")).toBe(2);
  });
});
