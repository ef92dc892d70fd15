import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setup, track, tracks } from "./testing/fakes";
import type { RepeatMode, Track } from "./types";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ids = (list: readonly { id: string | number }[]) => list.map((t) => t.id);

describe("repeat", () => {
  it("cycles none → single → all → none and rejects invalid values", () => {
    const { engine } = setup();
    const seen = [engine.getState().repeat];
    for (let i = 0; i < 3; i++) {
      engine.cycleRepeat();
      seen.push(engine.getState().repeat);
    }
    expect(seen).toEqual(["none", "single", "all", "none"]);
    engine.setRepeat("all");
    engine.setRepeat("forever" as RepeatMode);
    engine.setRepeat(undefined as unknown as RepeatMode);
    expect(engine.getState().repeat).toBe("all");
  });
});

describe("shuffle", () => {
  it("on: reorders keeping the current track first; off: restores the original order", () => {
    vi.spyOn(Math, "random").mockReturnValue(0); // deterministic Fisher–Yates
    const { engine } = setup();
    engine.load(tracks(5), 2);
    engine.toggleShuffle();
    const s = engine.getState();
    expect(s.shuffle).toBe(true);
    expect(s.queue[0]?.id).toBe(3);
    expect(s.currentIndex).toBe(0);
    expect([...ids(s.queue)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(ids(s.queue)).not.toEqual([3, 1, 2, 4, 5]);
    engine.next();
    const playing = engine.getState().current;
    engine.toggleShuffle();
    expect(ids(engine.getState().queue)).toEqual([1, 2, 3, 4, 5]);
    expect(engine.getState().current).toBe(playing);
    expect(engine.getState().queue[engine.getState().currentIndex]).toBe(playing);
  });

  it("keeps tracks added while shuffled, and drops removed ones, when turned off", () => {
    const { engine } = setup();
    engine.load(tracks(4));
    engine.toggleShuffle();
    engine.enqueue(track(7));
    engine.playNext(track(8));
    engine.remove(engine.getState().queue.findIndex((t) => t.id === 2));
    engine.toggleShuffle();
    expect(ids(engine.getState().queue)).toEqual([1, 8, 3, 4, 7]);
  });

  it("load while shuffled puts the chosen track first", () => {
    const { engine } = setup();
    engine.toggleShuffle();
    engine.load(tracks(6), 4);
    expect(engine.getState()).toMatchObject({ currentIndex: 0 });
    expect(engine.getState().current?.id).toBe(5);
    engine.toggleShuffle();
    expect(ids(engine.getState().queue)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(engine.getState().currentIndex).toBe(4);
  });
});

describe("queue editing", () => {
  it("enqueue appends one or many; playNext inserts after the current track", () => {
    const { engine } = setup();
    const changes = vi.fn();
    engine.on("queuechange", changes);
    engine.load(tracks(2));
    engine.enqueue(track(3));
    engine.enqueue([track(4), track(5)]);
    engine.playNext(track(9));
    expect(ids(engine.getState().queue)).toEqual([1, 9, 2, 3, 4, 5]);
    expect(ids(engine.getState().upNext)).toEqual([9, 2, 3, 4, 5]);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it("removing an item before the current one keeps the current track", () => {
    const { engine } = setup();
    engine.load(tracks(4), 2);
    engine.remove(0);
    expect(engine.getState()).toMatchObject({ currentIndex: 1 });
    expect(engine.getState().current?.id).toBe(3);
    engine.remove(2);
    expect(ids(engine.getState().queue)).toEqual([2, 3]);
    expect(engine.getState().current?.id).toBe(3);
  });

  it("removing the current item plays the next one in its place", () => {
    const { engine, current } = setup();
    engine.load(tracks(3));
    engine.play();
    engine.remove(0);
    expect(engine.getState()).toMatchObject({ currentIndex: 0, isPlaying: true });
    expect(engine.getState().current?.id).toBe(2);
    expect(current().paused).toBe(false);
  });

  it("removing the current item stops when none is left after it", () => {
    const { engine, elements } = setup();
    const changes = vi.fn();
    engine.on("trackchange", changes);
    engine.load(tracks(2), 1);
    engine.play();
    engine.remove(1);
    expect(engine.getState()).toMatchObject({ current: null, currentIndex: -1, isPlaying: false });
    expect(ids(engine.getState().queue)).toEqual([1]);
    expect(elements.every((e) => e.paused)).toBe(true);
    expect(changes).toHaveBeenLastCalledWith(null);
  });

  it("removes by position when the same track object is queued twice", () => {
    const { engine } = setup();
    const [a, b] = tracks(2) as [Track, Track];
    engine.load([a, b, a]);
    engine.remove(2);
    expect(engine.getState().queue).toEqual([a, b]);
    expect(engine.getState().currentIndex).toBe(0);
  });

  it("ignores out-of-bounds removals and jumps", () => {
    const { engine } = setup();
    engine.load(tracks(3));
    const before = engine.getState();
    engine.remove(3);
    engine.remove(-1);
    engine.remove(1.5);
    engine.jumpTo(3);
    engine.jumpTo(-1);
    engine.jumpTo(Number.NaN);
    expect(engine.getState()).toBe(before);
    engine.jumpTo(2);
    expect(engine.getState()).toMatchObject({ currentIndex: 2, isPlaying: true });
  });

  it("clear empties the queue and stops", () => {
    const { engine } = setup();
    engine.load(tracks(3));
    engine.play();
    engine.clear();
    expect(engine.getState()).toMatchObject({
      current: null,
      queue: [],
      upNext: [],
      currentIndex: -1,
      isPlaying: false,
    });
  });

  it("keeps extra fields of tracks", () => {
    const { engine } = setup();
    engine.load([track(1, { genre: "Afrobeat", likes: 3 })]);
    expect(engine.getState().current).toMatchObject({ genre: "Afrobeat", likes: 3 });
  });
});

describe("related tracks", () => {
  it("fetches once with 30 s or less left on the last track and appends new tracks only", async () => {
    const fetchRelated = vi.fn(async () => [track(1), track(2), track(5), track(6), track(6)]);
    const { engine, current } = setup({ fetchRelated });
    engine.load(tracks(2));
    engine.play();
    current().at(175); // 25 s left, but not the last track
    expect(fetchRelated).not.toHaveBeenCalled();
    engine.next();
    current().at(169);
    expect(fetchRelated).not.toHaveBeenCalled();
    current().at(170);
    current().at(180);
    expect(fetchRelated).toHaveBeenCalledTimes(1);
    expect(fetchRelated).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await vi.runAllTimersAsync();
    expect(ids(engine.getState().queue)).toEqual([1, 2, 5, 6]);
  });

  it("honours relatedThreshold, survives a failing fetch, and works for a single track", async () => {
    const fetchRelated = vi.fn(async () => {
      throw new Error("offline");
    });
    const { engine, current } = setup({ fetchRelated, relatedThreshold: 10 });
    engine.load(tracks(1));
    engine.play();
    current().at(185);
    expect(fetchRelated).not.toHaveBeenCalled();
    current().at(190);
    await vi.runAllTimersAsync();
    expect(fetchRelated).toHaveBeenCalledTimes(1);
    expect(ids(engine.getState().queue)).toEqual([1]);
  });
});
