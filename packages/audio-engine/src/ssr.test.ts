// Runs in plain Node: no window, document, Audio, AudioContext or navigator.mediaSession, as during SSR.
import { describe, expect, it } from "vitest";

describe("server-side use", () => {
  it("imports without touching browser globals and creates a usable engine", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { createAudioEngine, EQUALIZER_PRESETS } = await import("./index");
    const { bindKeyboardShortcuts } = await import("./keyboard");
    const engine = createAudioEngine();
    expect(engine.getState()).toMatchObject({ current: null, isPlaying: false, volume: 1, repeat: "none" });
    expect(bindKeyboardShortcuts(engine)).toBeTypeOf("function");
    expect(Object.keys(EQUALIZER_PRESETS)).toHaveLength(7);
    // Commands degrade instead of throwing when there is no media element at all.
    engine.load([{ id: 1, url: "/a.mp3" }]);
    engine.play();
    expect(engine.getState().current?.id).toBe(1);
    expect(engine.getState().equalizer.message).toBe("Audio element not found");
    engine.destroy();
  });
});
