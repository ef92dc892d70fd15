// @vitest-environment jsdom
import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { readSavedState } from "@ngoma/audio-engine/saved-state";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playTracks } from "./actions";
import {
  engineRequested,
  getPlayerState,
  getServerPlayerState,
  loadEngine,
  loadedEngine,
  player,
  prefetchEngine,
  resetFacadeForTests,
  restoreSavedState,
  savedTrackWaiting,
  subscribePlayer,
} from "./facade";

const STORAGE_KEY = "ngoma-audio-engine";
const saved = {
  volume: 0.3,
  repeat: "all",
  shuffle: false,
  eq: [3, 0, 3],
  queue: [
    { id: "trk_1", title: "One", duration: 200 },
    { id: "trk_2", title: "Two", duration: 180 },
  ],
  index: 1,
};

/** A stand-in engine that records commands; `emit` plays the engine's own state changes and events. */
function fakeEngine(state: EngineState = readSavedState(undefined)) {
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const calls: string[] = [];
  let current = state;
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name}(${args.map((a) => JSON.stringify(a)).join(",")})` : name);
    };
  const engine = {
    getState: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (event: string, handler: (payload: unknown) => void) => {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set.add(handler));
      return () => set.delete(handler);
    },
    load: record("load"),
    play: record("play"),
    pause: record("pause"),
    toggle: record("toggle"),
    next: record("next"),
    setVolume: record("setVolume"),
    equalizer: { applyPreset: record("applyPreset") },
  } as unknown as AudioEngine;
  return {
    engine,
    calls,
    setState(next: Partial<EngineState>) {
      current = { ...current, ...next };
      for (const listener of listeners) listener();
    },
    emit(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
}

/** A loader the test resolves by hand, counting how often the facade asks for the chunk. */
function deferredLoader(made: AudioEngine) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await gate;
    return made;
  });
  return { load, release: () => release() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  resetFacadeForTests();
});

describe("player facade", () => {
  it("shows the queue the engine will restore from storage before the engine is loaded", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    const { load } = deferredLoader(fakeEngine().engine);
    resetFacadeForTests(load);
    // The first load only learns that a track waits; the player's chunk then hands in what is restored.
    expect(savedTrackWaiting()).toBe(true);
    expect(getPlayerState().current).toBeNull();
    const changed = vi.fn();
    const stop = subscribePlayer(changed);
    restoreSavedState(readSavedState);
    stop();
    expect(changed).toHaveBeenCalledTimes(1);
    const state = getPlayerState();
    expect(state).toMatchObject({ currentIndex: 1, volume: 0.3, repeat: "all", isPlaying: false });
    expect(state.current).toMatchObject({ id: "trk_2", title: "Two" });
    expect(state.equalizer).toMatchObject({ preset: "Rock" });
    // The same object until something changes (useSyncExternalStore), and nothing was loaded to get it.
    expect(getPlayerState()).toBe(state);
    expect(load).not.toHaveBeenCalled();
    expect(loadedEngine()).toBeUndefined();
    // Hydration starts from the empty state the server rendered.
    expect(getServerPlayerState()).toMatchObject({ current: null, queue: [], volume: 1 });
  });

  it("waits for no track when storage holds none or an unreadable one", () => {
    expect(savedTrackWaiting()).toBe(false);
    resetFacadeForTests();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ volume: 0.5, queue: [], index: 0 }));
    expect(savedTrackWaiting()).toBe(false);
    resetFacadeForTests();
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(savedTrackWaiting()).toBe(false);
  });

  it("loads the engine on the first command, then forwards it; the state follows the engine", async () => {
    const fake = fakeEngine();
    const { load, release } = deferredLoader(fake.engine);
    resetFacadeForTests(load);
    const changed = vi.fn();
    subscribePlayer(changed);
    expect(engineRequested()).toBe(false);
    player.toggle();
    // Subscribers hear that the engine is on its way (the player's own chunk loads alongside it).
    expect(engineRequested()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    player.setVolume(0.5);
    player.equalizer.applyPreset("Rock");
    expect(fake.calls).toEqual([]);
    release();
    await flush();
    expect(fake.calls).toEqual(["toggle", "setVolume(0.5)", 'applyPreset("Rock")']);
    expect(changed).toHaveBeenCalled();
    fake.setState({ isPlaying: true });
    expect(getPlayerState().isPlaying).toBe(true);
    // Loaded: a command runs at once, inside the caller's event handler.
    player.next();
    expect(fake.calls.at(-1)).toBe("next");
  });

  it("shares one load between prefetches, commands and callers, and asks again after a failed one", async () => {
    const fake = fakeEngine();
    const failing = vi.fn(async (): Promise<AudioEngine> => {
      throw new Error("chunk failed");
    });
    resetFacadeForTests(failing);
    prefetchEngine();
    player.toggle();
    await expect(loadEngine()).rejects.toThrow("chunk failed");
    expect(failing).toHaveBeenCalledTimes(1);

    const { load, release } = deferredLoader(fake.engine);
    resetFacadeForTests(load);
    prefetchEngine();
    prefetchEngine();
    player.next();
    const waiting = [loadEngine(), loadEngine()];
    release();
    expect(await Promise.all(waiting)).toEqual([fake.engine, fake.engine]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual(["next"]);
    expect(loadedEngine()).toBe(fake.engine);
  });

  it("binds handlers registered before the load to the engine when it arrives", async () => {
    const fake = fakeEngine();
    const { load, release } = deferredLoader(fake.engine);
    resetFacadeForTests(load);
    const onError = vi.fn();
    const dropped = vi.fn();
    player.on("error", onError);
    const off = player.on("error", dropped);
    off();
    release();
    await loadEngine();
    fake.emit("error", { track: null });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it("plays inside the click when the engine was prefetched, and after the load when it was not", async () => {
    const tracks = [{ id: "trk_9", title: "Nine" }];
    const cold = fakeEngine();
    const first = deferredLoader(cold.engine);
    resetFacadeForTests(first.load);
    playTracks(tracks, 0);
    expect(cold.calls).toEqual([]);
    first.release();
    await flush();
    expect(cold.calls).toEqual(['load([{"id":"trk_9","title":"Nine"}],0)', "play"]);

    const warm = fakeEngine();
    const second = deferredLoader(warm.engine);
    resetFacadeForTests(second.load);
    prefetchEngine(); // pointerenter on the button
    second.release();
    await flush();
    playTracks(tracks, 0); // the click
    expect(warm.calls).toEqual(['load([{"id":"trk_9","title":"Nine"}],0)', "play"]);
  });
});

describe("player (the facade's engine)", () => {
  it("offers every command of a real engine", async () => {
    const { createAudioEngine } = await import("@ngoma/audio-engine");
    const real = createAudioEngine({ mediaSession: false });
    const { player } = await import("./facade");
    for (const [name, value] of Object.entries(real)) {
      if (typeof value === "function")
        expect(typeof player[name as keyof typeof player], name).toBe("function");
    }
    expect(Object.keys(player.equalizer).sort()).toEqual(Object.keys(real.equalizer).sort());
  });
});
