import { describe, expect, it } from "vitest";
import { STORAGE_KEY } from "./persist";
import { setup, track, tracks } from "./testing/fakes";
import type { EngineStorage } from "./types";

const memory = (initial?: string): EngineStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe("storage persistence", () => {
  it("saves volume, repeat, shuffle, equalizer and queue, and restores them in a new engine", () => {
    const storage = memory();
    const first = setup({ storage }).engine;
    first.load(tracks(4), 2);
    first.setVolume(0.6);
    first.setRepeat("all");
    first.equalizer.applyPreset("Electronic");
    first.toggleShuffle();
    const queue = first.getState().queue.map((t) => t.id);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toMatchObject({
      volume: 0.6,
      repeat: "all",
      shuffle: true,
    });

    const { engine } = setup({ storage });
    const s = engine.getState();
    expect(s).toMatchObject({ volume: 0.6, repeat: "all", shuffle: true, currentIndex: 0, isPlaying: false });
    expect(s.equalizer).toMatchObject({ preset: "Electronic", bass: 4, mid: -2, treble: 3 });
    expect(s.queue.map((t) => t.id)).toEqual(queue);
    expect(s.current?.id).toBe(3);
    // The unshuffled order survives the reload too.
    engine.toggleShuffle();
    expect(engine.getState().queue.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(engine.getState().current?.id).toBe(3);
    expect(engine.getState().currentIndex).toBe(2);
  });

  it("plays a restored track on play()", () => {
    const storage = memory(JSON.stringify({ queue: [track(1), track(2)], index: 1 }));
    const { engine, current } = setup({ storage });
    engine.play();
    expect(engine.getState()).toMatchObject({ isPlaying: true, currentIndex: 1 });
    expect(current().src).toBe("/audio/2.mp3");
    expect(current().paused).toBe(false);
  });

  it("saves the pre-mute volume rather than 0", () => {
    const storage = memory();
    const { engine } = setup({ storage });
    engine.setVolume(0.7);
    engine.toggleMute();
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!).volume).toBe(0.7);
  });

  it("ignores corrupt or invalid saved data and storage failures", () => {
    expect(setup({ storage: memory("{nope") }).engine.getState().volume).toBe(1);
    const invalid = memory(
      JSON.stringify({ volume: 9, repeat: "forever", eq: [99, "x", -3], queue: [null, { title: "no id" }] }),
    );
    const s = setup({ storage: invalid }).engine.getState();
    expect(s).toMatchObject({ volume: 1, repeat: "none", queue: [], current: null });
    expect(s.equalizer).toMatchObject({ bass: 12, mid: 0, treble: -3, preset: "Custom" });
    const throwing: EngineStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    const { engine } = setup({ storage: throwing });
    expect(() => engine.setVolume(0.2)).not.toThrow();
  });
});
