// @vitest-environment jsdom
// A returning listener: the bar shows the queue saved in localStorage before the audio engine is loaded,
// the start-up work waits for the engine without loading it, and pressing play loads it and plays.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadedEngine } from "../../lib/player/facade";
import { cleanup, click } from "../widgets/test-dom";
import { mountPlayerRoot as mount, quietMediaElements, until } from "./test-player";

const played: string[] = [];
beforeAll(() => quietMediaElements((src) => played.push(src)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PlayerRoot with a restored queue", () => {
  it("shows the saved track before the engine loads, checks its URL, and plays it on Play", async () => {
    localStorage.setItem(
      "ngoma-audio-engine",
      JSON.stringify({
        volume: 0.4,
        queue: [
          { id: "trk_a", title: "Saved song", artist: { id: "a", name: "Sauti" }, stream_url: "/s/a" },
          { id: "trk_b", title: "After it", artist: { id: "a", name: "Sauti" }, stream_url: "/s/b" },
        ],
        index: 0,
      }),
    );
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(String(url));
      return new Response("{}", { status: 404 });
    });
    const { container } = mount();
    const bar = container.querySelector('[data-testid="player-bar"]');
    expect(bar?.textContent).toContain("Saved song");
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Volume"]')?.value).toBe("40");
    // The start-up refresh of the current track's URL and like runs without the engine.
    expect(asked.some((url) => url.includes("trk_a"))).toBe(true);
    expect(loadedEngine()).toBeUndefined();

    const play = container.querySelector<HTMLElement>('button[aria-label="Play"]');
    if (!play) throw new Error("no Play button");
    click(play);
    await until(() => !!loadedEngine()?.getState().isPlaying);
    expect(loadedEngine()?.getState().current?.id).toBe("trk_a");
    expect(played.some((src) => src.endsWith("/s/a"))).toBe(true);
    // The bar follows the engine: playing (its audio still buffering here, as jsdom never gets data).
    expect(container.querySelector(".player-main-button")?.getAttribute("aria-label")).toMatch(
      /^(Pause|Loading)$/,
    );
  });
});
