// @vitest-environment jsdom
// The bar opens its parts (equalizer, queue, full player) from chunks of their own: each shows its frame
// while it loads, then the part itself, with the keyboard focus where it was before the split.
import type { AudioEngine } from "@ngoma/audio-engine";
import { act } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toEngineTrack } from "../../lib/player/engine-track";
import { loadEngine } from "../../lib/player/facade";
import type { PlayerTrack } from "../../lib/player/types";
import { INITIAL_UI, updateUi } from "../../lib/player/ui-store";
import { cleanup, click } from "../widgets/test-dom";
import { mountPlayerRoot as mount, quietMediaElements, until } from "./test-player";

// The tab's engine, loaded through the facade as the app loads it, so the components follow it.
let engine: AudioEngine;
beforeAll(async () => {
  engine = await loadEngine();
  quietMediaElements();
});
beforeEach(() => {
  // The start-up refresh asks the api for the current track: answered "not found", nothing to refresh.
  vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
});
afterEach(() => {
  cleanup();
  engine.clear();
  updateUi(() => INITIAL_UI);
  vi.unstubAllGlobals();
});

const tracks: PlayerTrack[] = ["One", "Two"].map((title, i) => ({
  id: `trk_${i}`,
  title,
  artist: { id: "a", name: "Sauti" },
  stream_url: `/s/${i}`,
}));

const button = (root: HTMLElement, label: string) => {
  const found = root.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
};
const region = (root: HTMLElement, name: string) => root.querySelector(`section[aria-label="${name}"]`);
const labelled = (root: HTMLElement, id: string | null) =>
  id ? root.querySelector(`[id="${id}"]`)?.textContent : null;

describe("PlayerRoot", () => {
  it("opens the equalizer from its chunk: the panel's frame while it loads, then the panel", async () => {
    engine.load(tracks.map(toEngineTrack));
    const { container } = mount();
    click(button(container, "Equalizer"));
    const loading = region(container, "Audio Equalizer");
    expect(loading?.getAttribute("aria-busy")).toBe("true");
    expect(loading?.classList.contains("player-panel--equalizer")).toBe(true);
    await until(() => !region(container, "Audio Equalizer"));
    const panel = container.querySelector(".player-panel--equalizer");
    expect(panel?.getAttribute("aria-busy")).toBeNull();
    expect(labelled(container, panel?.getAttribute("aria-labelledby") ?? null)).toBe("Audio Equalizer");
    expect([...(panel?.querySelectorAll("button") ?? [])].some((b) => b.textContent === "Rock")).toBe(true);
    expect(button(container, "Equalizer").getAttribute("aria-expanded")).toBe("true");
    click(button(container, "Close equalizer"));
    expect(container.querySelector(".player-panel")).toBeNull();
  });

  it("prefetches the queue on pointerenter, so the click shows the panel at once", async () => {
    engine.load(tracks.map(toEngineTrack));
    const { container } = mount();
    const queue = button(container, "Queue");
    act(() => {
      queue.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    // The same module the prefetch asked for; a few more turns for the part to note it is in.
    await import("./queue-panel");
    await act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    click(queue);
    const panel = container.querySelector(".player-panel--queue");
    expect(panel?.getAttribute("aria-busy")).toBeNull();
    expect(container.querySelector('[data-testid="player-up-next"]')?.textContent).toContain("Two");
  });

  it("opens the full player from its chunk with the focus on its exit button; Escape returns to the bar", async () => {
    engine.load(tracks.map(toEngineTrack));
    const { container } = mount();
    const open = button(container, "Full player");
    open.focus();
    click(open);
    expect(region(container, "Full player")?.getAttribute("aria-busy")).toBe("true");
    await until(() => !region(container, "Full player"));
    expect(container.querySelector('[data-testid="player-full"]')).not.toBeNull();
    expect(document.activeElement).toBe(button(container, "Exit full player"));
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(container.querySelector('[data-testid="player-bar"]')).not.toBeNull();
  });
});
