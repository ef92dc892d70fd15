import { describe, expect, it } from "vitest";
import { STORAGE_KEY } from "./persist";
import { readSavedState } from "./saved-state";
import { setup, tracks } from "./testing/fakes";
import type { EngineStorage } from "./types";

const memory = (initial?: string): EngineStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe("readSavedState", () => {
  it("is the state a new engine restores from the same storage", () => {
    const storage = memory();
    const first = setup({ storage }).engine;
    first.load(tracks(4), 2);
    first.setVolume(0.4);
    first.setRepeat("single");
    first.equalizer.applyPreset("Rock");
    first.toggleShuffle();

    const before = readSavedState(storage);
    const restored = setup({ storage }).engine.getState();
    expect(before).toEqual(restored);
    expect(before).toMatchObject({
      volume: 0.4,
      repeat: "single",
      shuffle: true,
      currentIndex: 0,
      isPlaying: false,
    });
    expect(before.current?.id).toBe(3);
    expect(before.upNext).toHaveLength(3);
    expect(before.equalizer).toMatchObject({ preset: "Rock", bass: 3, mid: 0, treble: 3 });
  });

  it("validates what it reads like the engine does", () => {
    const storage = memory(
      JSON.stringify({
        volume: 7,
        repeat: "sometimes",
        eq: [40, "x", -3],
        queue: [{ id: 1, url: "/1.mp3" }, null, { title: "no id" }, { id: 2, url: "/2.mp3" }],
        index: 5,
      }),
    );
    const before = readSavedState(storage);
    expect(before).toEqual(setup({ storage }).engine.getState());
    expect(before).toMatchObject({ volume: 1, repeat: "none", current: null, currentIndex: -1 });
    expect(before.queue.map((t) => t.id)).toEqual([1, 2]);
    expect(before.equalizer).toMatchObject({ bass: 12, mid: 0, treble: -3, preset: "Custom" });
  });

  it("is the empty initial state without storage, with nothing saved and with unreadable JSON", () => {
    const empty = setup().engine.getState();
    expect(readSavedState(undefined)).toEqual(empty);
    expect(readSavedState(memory())).toEqual(empty);
    expect(readSavedState(memory("{not json"))).toEqual(empty);
    expect(Object.isFrozen(readSavedState(undefined))).toBe(true);
  });
});
