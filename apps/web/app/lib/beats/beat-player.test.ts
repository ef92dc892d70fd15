import { describe, expect, it } from "vitest";
import { BEAT_PLAYER_DEFAULTS, previewQueue, readBeatPlayer, writeBeatPlayer } from "./beat-player";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe("the beat player's settings", () => {
  it("start with autoPlay on, shuffle and repeat off, and keep what was saved", () => {
    const storage = memory();
    expect(readBeatPlayer(storage)).toEqual({ autoPlay: true, shuffle: false, repeat: false });
    writeBeatPlayer(storage, { autoPlay: false, shuffle: true, repeat: true });
    expect(readBeatPlayer(storage)).toEqual({ autoPlay: false, shuffle: true, repeat: true });
  });

  it("read a malformed or partial value as the defaults", () => {
    const storage = memory();
    storage.setItem("ngoma.beat-player", "{not json");
    expect(readBeatPlayer(storage)).toEqual(BEAT_PLAYER_DEFAULTS);
    storage.setItem("ngoma.beat-player", JSON.stringify({ shuffle: "yes", repeat: true }));
    expect(readBeatPlayer(storage)).toEqual({ autoPlay: true, shuffle: false, repeat: true });
    expect(readBeatPlayer(undefined)).toEqual(BEAT_PLAYER_DEFAULTS);
  });

  it("queue the page from the chosen preview on with autoPlay, or that one alone", () => {
    const on = { ...BEAT_PLAYER_DEFAULTS };
    expect(previewQueue(["a", "b", "c"], 1, on)).toEqual(["b", "c", "a"]);
    expect(previewQueue(["a", "b", "c"], 1, { ...on, autoPlay: false })).toEqual(["b"]);
    expect(previewQueue(["a"], 3, on)).toEqual([]);
  });
});
