// @vitest-environment jsdom
import type { AudioEngine } from "@ngoma/audio-engine";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { toEngineTrack } from "../../lib/player/engine-track";
import { loadEngine } from "../../lib/player/facade";
import type { PlayerTrack } from "../../lib/player/types";
import { cleanup, click, render } from "../widgets/test-dom";
import { CoverArt } from "./cover-art";
import { EqualizerPanel } from "./equalizer-panel";
import { QueuePanel } from "./queue-panel";
import { quietMediaElements } from "./test-player";
import { Transport } from "./transport";

// The tab's engine, loaded through the facade as the app loads it, so the components follow it.
let engine: AudioEngine;
beforeAll(async () => {
  engine = await loadEngine();
  quietMediaElements();
});
afterEach(() => {
  cleanup();
  engine.clear();
});

const tracks: PlayerTrack[] = ["One", "Two", "Three"].map((title, i) => ({
  id: `trk_${i}`,
  title,
  artist: i === 2 ? null : { id: "a", name: "Sauti" },
  stream_url: `/s/${i}`,
}));

const byLabel = (root: HTMLElement, label: string) => {
  const found = root.querySelector(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no element labelled ${label}`);
  return found;
};

describe("Transport", () => {
  it("cycles repeat none → single (badge '1', pressed) → all → none and toggles shuffle", () => {
    engine.load(tracks.map(toEngineTrack));
    const { container } = render(<Transport />);
    click(byLabel(container, "Repeat: off"));
    const single = byLabel(container, "Repeat: one track");
    expect(single.getAttribute("aria-pressed")).toBe("true");
    expect(single.textContent).toBe("1");
    click(single);
    expect(byLabel(container, "Repeat: all").textContent).toBe("");
    click(byLabel(container, "Repeat: all"));
    expect(byLabel(container, "Repeat: off").getAttribute("aria-pressed")).toBe("false");
    click(byLabel(container, "Shuffle"));
    expect(byLabel(container, "Shuffle").getAttribute("aria-pressed")).toBe("true");
    expect(engine.getState().queue[0]).toMatchObject({ id: "trk_0" });
    click(byLabel(container, "Shuffle"));
  });
});

describe("QueuePanel", () => {
  it("shows 'Now Playing' and 'Up Next'; a click plays an item, × removes it", () => {
    engine.load(tracks.map(toEngineTrack));
    const { container } = render(<QueuePanel onClose={() => {}} />);
    expect(container.textContent).toContain("Play Queue");
    expect(container.textContent).toContain("Now Playing");
    const upNext = container.querySelector('[data-testid="player-up-next"]');
    expect(upNext?.textContent).toContain("Two");
    expect(upNext?.textContent).toContain("Unknown Artist");
    click(byLabel(container, "Remove Two from the queue"));
    expect(engine.getState().queue.map((t) => t.id)).toEqual(["trk_0", "trk_2"]);
    const playThree = [...container.querySelectorAll(".player-queue__play")].find((b) =>
      b.textContent?.startsWith("Play Three"),
    );
    click(playThree!);
    expect(engine.getState().current?.id).toBe("trk_2");
    expect(container.textContent).toContain("Nothing up next.");
  });
});

describe("EqualizerPanel", () => {
  it("applies presets, shows 'Custom' for hand-set bands and resets to Flat", () => {
    const { container } = render(<EqualizerPanel onClose={() => {}} />);
    expect(container.querySelector("h2")?.textContent).toBe("Audio Equalizer");
    const rock = [...container.querySelectorAll("button")].find((b) => b.textContent === "Rock");
    click(rock!);
    expect(engine.getState().equalizer).toMatchObject({ preset: "Rock", bass: 3, mid: 0, treble: 3 });
    expect(rock?.getAttribute("aria-pressed")).toBe("true");
    const sliders = container.querySelectorAll<HTMLInputElement>('input[type="range"]');
    expect([...sliders].map((s) => [s.min, s.max, s.step])).toEqual([
      ["-12", "12", "1"],
      ["-12", "12", "1"],
      ["-12", "12", "1"],
    ]);
    act(() => engine.equalizer.setBand("mid", 5));
    expect(container.querySelector('[data-testid="player-eq-preset"]')?.textContent).toBe("Custom");
    click([...container.querySelectorAll("button")].find((b) => b.textContent === "Reset")!);
    expect(engine.getState().equalizer.preset).toBe("Flat");
  });
});

describe("PlaybackSettings", () => {
  it("normalises by default at Normal, switches levels and turns off; toggles the beat-matched mix", () => {
    const { container } = render(<EqualizerPanel onClose={() => {}} />);
    const box = (label: string) =>
      [...container.querySelectorAll("label")]
        .find((l) => l.textContent?.includes(label))!
        .querySelector("input")!;
    const chip = (name: string) =>
      [...container.querySelectorAll("button")].find((b) => b.textContent === name)!;
    expect(box("Normalize volume").checked).toBe(true);
    expect(chip("Normal").getAttribute("aria-pressed")).toBe("true");
    click(chip("Loud"));
    expect(engine.getState().normalize).toMatchObject({ mode: "auto", target: -11, limiter: true });
    click(chip("Quiet"));
    expect(engine.getState().normalize).toMatchObject({ target: -19, limiter: false });
    click(box("Normalize volume"));
    expect(engine.getState().normalize.mode).toBe("off");
    expect(chip("Quiet").hasAttribute("disabled")).toBe(true);
    click(box("Normalize volume"));
    expect(engine.getState().normalize.mode).toBe("auto");
    click(chip("Normal"));
    expect(box("Beat-matched DJ mix").checked).toBe(true);
    click(box("Beat-matched DJ mix"));
    expect(engine.getState().beatMatch).toBe(false);
    click(box("Beat-matched DJ mix"));
    expect(engine.getState().beatMatch).toBe(true);
  });
});

describe("CoverArt", () => {
  it("falls back to album_art and shows the placeholder once the image breaks", () => {
    const { container } = render(<CoverArt track={{ id: "1", cover_art_url: null, album_art: "/a.png" }} />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/a.png");
    // React listens for image errors on the element itself (they do not bubble).
    act(() => {
      img?.dispatchEvent(new Event("error"));
    });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".player-cover--placeholder")).not.toBeNull();
  });
});
