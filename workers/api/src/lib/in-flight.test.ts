import { afterEach, describe, expect, it, vi } from "vitest";
import { gate } from "../test-support/gate";
import { type FlightRules, InFlight } from "./in-flight";
import { runInRequestScope } from "./request-scope";

/** Rules whose reads answer "<KEY>" for every key but `absent`, held until `held` opens. */
function rules(tag: number, held: Promise<void> = Promise.resolve(), absent = "") {
  const read = vi.fn(async (keys: string[]) => {
    await held;
    return new Map(keys.filter((k) => k !== absent).map((k) => [k, k.toUpperCase()]));
  });
  const usable = vi.fn((_answer: string, began: number) => began === tag);
  return { tag: () => tag, usable, read } satisfies FlightRules<string, number>;
}

describe("InFlight (concurrent misses share one load)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets a concurrent miss join a read in flight, and reads only what it cannot join", async () => {
    const flights = new InFlight<string, number>();
    const held = gate();
    const first = rules(1, held.promise, "b");
    const waitUntil = vi.fn();
    const starting = runInRequestScope({ waitUntil }, () => flights.load(["a", "b"], first));
    expect(waitUntil).toHaveBeenCalledTimes(1); // kept alive past its own request's cancellation
    const second = rules(1);
    const joining = flights.load(["a", "b", "c"], second);
    held.resolve();
    expect(await starting).toEqual(new Map([["a", "A"]]));
    expect(await joining).toEqual(
      new Map([
        ["a", "A"],
        ["b", "B"],
        ["c", "C"],
      ]),
    );
    expect(first.read).toHaveBeenCalledTimes(1);
    // "c" was never loading, so it was read at once; "b" had no answer in the joined read, so again.
    expect(second.read.mock.calls).toEqual([
      [["c"], 1],
      [["b"], 1],
    ]);
  });

  it("reads again what the cache's rule says is not as good as a hit", async () => {
    const flights = new InFlight<string, number>();
    const held = gate();
    const starting = flights.load(["a"], rules(1, held.promise));
    const later = rules(2); // e.g. the user was touched since the first read began
    const joining = flights.load(["a"], later);
    held.resolve();
    await starting;
    expect(await joining).toEqual(new Map([["a", "A"]]));
    expect(later.usable).toHaveBeenCalledWith("A", 1);
    expect(later.read).toHaveBeenCalledWith(["a"], 2);
  });

  it("leaves a failed read to its starter; joiners read for themselves", async () => {
    const flights = new InFlight<string, number>();
    const held = gate();
    const failing = {
      ...rules(1),
      read: vi.fn(() => held.promise.then(() => Promise.reject(new Error("D1 is down")))),
    };
    const starting = flights.load(["a"], failing);
    const joiner = rules(1);
    const joining = flights.load(["a"], joiner);
    held.resolve();
    await expect(starting).rejects.toThrow("D1 is down");
    expect(await joining).toEqual(new Map([["a", "A"]]));
    expect(joiner.read).toHaveBeenCalledTimes(1);
  });

  it("gives up on a read that never settles (its request was cancelled) after the wait", async () => {
    vi.useFakeTimers();
    const flights = new InFlight<string, number>(30_000);
    void flights.load(["a"], { ...rules(1), read: () => new Promise(() => {}) });
    const joiner = rules(1);
    let answer: Map<string, string> | undefined;
    void flights.load(["a"], joiner).then((a) => {
      answer = a;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2);
    expect(answer).toEqual(new Map([["a", "A"]]));
    expect(joiner.read).toHaveBeenCalledTimes(1);
  });
});
