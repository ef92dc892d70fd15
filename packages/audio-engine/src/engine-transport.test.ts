import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setup, track, tracks } from "./testing/fakes";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("load and play", () => {
  it("cues the start track paused, with its duration, and plays it on play()", () => {
    const { engine, current } = setup();
    const events: string[] = [];
    engine.on("trackchange", (t) => events.push(`trackchange ${t?.id}`));
    engine.on("play", (t) => events.push(`play ${t.id}`));
    engine.on("queuechange", (q) => events.push(`queuechange ${q.length}`));
    engine.load(tracks(3), 1);
    const s = engine.getState();
    expect(s.current?.id).toBe(2);
    expect(s.currentIndex).toBe(1);
    expect(s.isPlaying).toBe(false);
    expect(s.duration).toBe(200);
    expect(s.upNext.map((t) => t.id)).toEqual([3]);
    expect(current().paused).toBe(true);
    engine.play();
    expect(engine.getState().isPlaying).toBe(true);
    expect(current().paused).toBe(false);
    expect(events).toEqual(["queuechange 3", "trackchange 2", "play 2"]);
  });

  it("keeps the same snapshot until something changes and notifies subscribers", () => {
    const { engine } = setup();
    const a = engine.getState();
    expect(engine.getState()).toBe(a);
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    engine.setVolume(1); // unchanged
    expect(listener).not.toHaveBeenCalled();
    expect(engine.getState()).toBe(a);
    engine.setVolume(0.5);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(engine.getState()).not.toBe(a);
    expect(Object.isFrozen(engine.getState())).toBe(true);
    unsubscribe();
    engine.setVolume(0.2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tracks time, duration and progress from the element", () => {
    const { engine, current } = setup();
    engine.load(tracks(2));
    engine.play();
    current().at(50);
    expect(engine.getState()).toMatchObject({ currentTime: 50, duration: 200, progress: 25 });
  });

  it("pause, toggle and an externally paused element all report paused", () => {
    const { engine, current } = setup();
    const onPause = vi.fn();
    engine.on("pause", onPause);
    engine.load(tracks(2));
    engine.toggle();
    expect(engine.getState().isPlaying).toBe(true);
    engine.toggle();
    expect(engine.getState().isPlaying).toBe(false);
    expect(current().paused).toBe(true);
    engine.play();
    current().pause(); // e.g. OS media controls acting on the element
    expect(engine.getState().isPlaying).toBe(false);
    expect(onPause).toHaveBeenCalledTimes(2);
  });

  it("shows paused when the browser refuses autoplay", async () => {
    const { engine, elements } = setup();
    engine.load(tracks(2));
    for (const el of elements) el.playOutcome = "NotAllowedError";
    engine.play();
    await vi.runAllTimersAsync();
    expect(engine.getState().isPlaying).toBe(false);
  });

  it("play(track) jumps to a queued track or inserts a new one after the current", () => {
    const { engine } = setup();
    engine.load(tracks(3));
    engine.play(track(3));
    expect(engine.getState().currentIndex).toBe(2);
    engine.jumpTo(0);
    engine.play(track(9));
    expect(engine.getState().queue.map((t) => t.id)).toEqual([1, 9, 2, 3]);
    expect(engine.getState()).toMatchObject({ currentIndex: 1, isPlaying: true });
    expect(engine.getState().current?.id).toBe(9);
  });

  it("play() with nothing current starts the queue", () => {
    const { engine } = setup();
    engine.enqueue(tracks(2));
    expect(engine.getState().current).toBeNull();
    engine.play();
    expect(engine.getState().current?.id).toBe(1);
  });
});

describe("track end", () => {
  it("advances to the next track and plays it", () => {
    const { engine, current } = setup();
    const ended = vi.fn();
    engine.on("ended", ended);
    engine.load(tracks(3));
    engine.play();
    current().finish();
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(engine.getState()).toMatchObject({ currentIndex: 1, isPlaying: true });
    expect(current().paused).toBe(false);
  });

  it("replays the track with repeat single", () => {
    const { engine, current } = setup();
    engine.load(tracks(3));
    engine.setRepeat("single");
    engine.play();
    const el = current();
    el.finish();
    expect(engine.getState()).toMatchObject({ currentIndex: 0, isPlaying: true });
    expect(el.paused).toBe(false);
    expect(el.currentTime).toBe(0);
  });

  it("stops at the end of the queue, or wraps with repeat all", () => {
    const { engine, current } = setup();
    engine.load(tracks(2), 1);
    engine.play();
    current().finish();
    expect(engine.getState()).toMatchObject({ currentIndex: 1, isPlaying: false });
    engine.setRepeat("all");
    engine.play();
    current().finish();
    expect(engine.getState()).toMatchObject({ currentIndex: 0, isPlaying: true });
  });

  it("is gapless: the next track is preloaded on the idle deck and that element starts", () => {
    const { engine, elements } = setup();
    engine.load(tracks(3));
    engine.play();
    expect(elements).toHaveLength(2);
    const a = elements.find((e) => e.src === "/audio/1.mp3")!;
    const b = elements.find((e) => e.src === "/audio/2.mp3")!;
    expect(a).not.toBe(b);
    expect(b.preload).toBe("auto");
    const loadsBefore = b.srcHistory.length;
    a.finish();
    // The preloaded element plays as is: no new source (a reload would mean a gap).
    expect(b.srcHistory.length).toBe(loadsBefore);
    expect(b.paused).toBe(false);
    // ...and the deck just freed preloads track 3.
    expect(a.src).toBe("/audio/3.mp3");
  });

  it("ignores events of the idle deck", () => {
    const { engine, elements } = setup();
    engine.load(tracks(3));
    engine.play();
    const idle = elements.find((e) => e.src === "/audio/2.mp3")!;
    idle.at(150);
    idle.fail();
    expect(engine.getState()).toMatchObject({ currentTime: 0, currentIndex: 0, isPlaying: true });
  });
});

describe("next and previous", () => {
  it("next wraps at the end only with repeat all", () => {
    const { engine } = setup();
    engine.load(tracks(2), 1);
    engine.next();
    expect(engine.getState().currentIndex).toBe(1);
    engine.setRepeat("single");
    engine.next();
    expect(engine.getState().currentIndex).toBe(1);
    engine.setRepeat("all");
    engine.next();
    expect(engine.getState().currentIndex).toBe(0);
    expect(engine.getState().isPlaying).toBe(true);
  });

  it("previous restarts after 3 s, otherwise goes back", () => {
    const { engine, current } = setup();
    engine.load(tracks(3), 1);
    engine.play();
    current().at(3.5);
    engine.previous();
    expect(engine.getState()).toMatchObject({ currentIndex: 1, currentTime: 0 });
    expect(current().currentTime).toBe(0);
    current().at(3);
    engine.previous();
    expect(engine.getState().currentIndex).toBe(0);
  });

  it("previous on the first track restarts it, or wraps with repeat all", () => {
    const { engine, current } = setup();
    engine.load(tracks(3));
    engine.play();
    current().at(2);
    engine.previous();
    expect(engine.getState()).toMatchObject({ currentIndex: 0, currentTime: 0 });
    engine.setRepeat("all");
    engine.previous();
    expect(engine.getState().currentIndex).toBe(2);
  });
});

describe("seek", () => {
  it("ignores non-numbers and negatives, caps at the duration", () => {
    const { engine, current } = setup();
    engine.load(tracks(1));
    engine.seek(30);
    expect(current().currentTime).toBe(30);
    engine.seek(-1);
    engine.seek(Number.NaN);
    engine.seek("12" as unknown as number);
    expect(engine.getState().currentTime).toBe(30);
    engine.seek(999);
    expect(engine.getState().currentTime).toBe(200);
    engine.seekToFraction(0.25);
    expect(engine.getState()).toMatchObject({ currentTime: 50, progress: 25 });
    engine.seekToFraction(-0.5);
    expect(engine.getState().currentTime).toBe(50);
  });

  it("does nothing while the duration is unknown", () => {
    const { engine, current } = setup();
    engine.load([track(1, { url: "/stream/live" })]);
    expect(engine.getState().duration).toBe(0);
    engine.seek(10);
    engine.seekToFraction(0.5);
    expect(current().currentTime).toBe(0);
    expect(engine.getState().currentTime).toBe(0);
  });
});

describe("playback errors", () => {
  it("stops, emits error and skips to the next track after 1 s", () => {
    const { engine, current } = setup();
    const onError = vi.fn();
    engine.on("error", onError);
    engine.load(tracks(3));
    engine.play();
    const el = current();
    el.fail();
    expect(engine.getState()).toMatchObject({ isPlaying: false, currentIndex: 0 });
    expect(onError).toHaveBeenCalledWith({ track: expect.objectContaining({ id: 1 }), error: { code: 4 } });
    vi.advanceTimersByTime(999);
    expect(engine.getState().currentIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(engine.getState()).toMatchObject({ currentIndex: 1, isPlaying: true });
  });

  it("honours errorSkipDelay and does not skip when the last track fails", () => {
    const { engine, current } = setup({ errorSkipDelay: 200 });
    engine.load(tracks(2), 1);
    engine.play();
    current().fail();
    vi.advanceTimersByTime(5000);
    expect(engine.getState()).toMatchObject({ currentIndex: 1, isPlaying: false });
  });

  it("a track without a source is an error too", () => {
    const { engine } = setup();
    const onError = vi.fn();
    engine.on("error", onError);
    engine.load([{ id: "x" }, track(2)]);
    expect(onError).toHaveBeenCalledTimes(1); // reported when cued
    engine.play();
    expect(onError).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(engine.getState().current?.id).toBe(2);
  });

  it("a cued track that fails is reported but not skipped", () => {
    const { engine, current } = setup();
    const onError = vi.fn();
    engine.on("error", onError);
    engine.load(tracks(2));
    current().fail();
    vi.advanceTimersByTime(5000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(engine.getState().currentIndex).toBe(0);
  });
});

describe("history", () => {
  it("keeps played tracks newest first, without duplicates, capped at historySize", () => {
    const { engine } = setup({ historySize: 3 });
    engine.load(tracks(5));
    engine.play();
    engine.next();
    engine.next();
    engine.jumpTo(0);
    expect(engine.getState().history.map((t) => t.id)).toEqual([1, 3, 2]);
    engine.jumpTo(4);
    expect(engine.getState().history.map((t) => t.id)).toEqual([5, 1, 3]);
  });

  it("defaults to 50 items", () => {
    const { engine } = setup();
    engine.load(Array.from({ length: 60 }, (_, i) => track(i + 1, { url: `/audio/x${i}.mp3` })));
    for (let i = 0; i < 60; i++) engine.jumpTo(i);
    expect(engine.getState().history).toHaveLength(50);
    expect(engine.getState().history[0]?.id).toBe(60);
  });
});
