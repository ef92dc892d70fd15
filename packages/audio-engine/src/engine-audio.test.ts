import { afterEach, describe, expect, it, vi } from "vitest";
import { EQUALIZER_PRESETS } from "./presets";
import { type FakeGain, type FakeNode, setup, track, tracks } from "./testing/fakes";

afterEach(() => vi.unstubAllGlobals());

/** Follows the first output of each node from `start` to the end of the chain. */
const chain = (start: FakeNode): FakeNode[] => {
  const path = [start];
  let node = start;
  while (node.outputs[0]) {
    node = node.outputs[0];
    path.push(node);
  }
  return path;
};

describe("audio graph", () => {
  it("routes both decks: trim gain → fade gain → shared bass/mid/treble filters → master gain → destination", () => {
    const { engine, ctx, elements } = setup();
    engine.load(tracks(2));
    expect(ctx.sources).toHaveLength(0); // no graph before the first play (user gesture)
    engine.play();
    expect(ctx.state).toBe("running");
    expect(ctx.sources.map((s) => s.mediaElement)).toEqual(elements);
    const [a, b] = ctx.sources.map(chain);
    expect(a!.map((n) => n.kind)).toEqual([
      "source",
      "gain",
      "gain",
      "filter",
      "filter",
      "filter",
      "gain",
      "destination",
    ]);
    expect(a!.slice(3)).toEqual(b!.slice(3));
    expect(a![1]).not.toBe(b![1]);
    expect(a![2]).not.toBe(b![2]);
    const filters = ctx.filters.map((f) => [f.type, f.frequency.value]);
    expect(filters).toEqual([
      ["lowshelf", 200],
      ["peaking", 1000],
      ["highshelf", 3200],
    ]);
    expect(engine.getState().equalizer).toMatchObject({ mode: "audio", message: null });
    for (const el of elements) expect(el.volume).toBe(1);
  });

  it("keeps the EQ applied through a crossfade (both decks feed the same filters)", () => {
    vi.useFakeTimers();
    const { engine, ctx, current } = setup();
    engine.equalizer.applyPreset("Rock");
    engine.setDjMode(true);
    engine.load(tracks(2));
    engine.play();
    current().at(180);
    expect(engine.getState().isMixing).toBe(true);
    expect(ctx.filters.map((f) => f.gain.value)).toEqual([3, 0, 3]);
    for (const source of ctx.sources) expect(chain(source)[3]).toBe(ctx.filters[0]);
    vi.useRealTimers();
  });
});

describe("equalizer", () => {
  it("sets bands rounded and clamped to −12…12 dB, naming the preset or Custom", () => {
    const { engine, ctx } = setup();
    engine.load(tracks(1));
    engine.play();
    engine.equalizer.applyPreset("Bass Boost");
    expect(engine.getState().equalizer).toMatchObject({ preset: "Bass Boost", bass: 7, mid: 2, treble: 1 });
    expect(ctx.filters.map((f) => f.gain.value)).toEqual([7, 2, 1]);
    engine.equalizer.setBand("treble", 2.6);
    expect(engine.getState().equalizer).toMatchObject({ preset: "Custom", treble: 3 });
    engine.equalizer.setBand("bass", 40);
    engine.equalizer.setBand("mid", -40);
    expect(engine.getState().equalizer).toMatchObject({ bass: 12, mid: -12 });
    engine.equalizer.setBand("mid", Number.NaN);
    engine.equalizer.setBand("presence" as "mid", 3);
    expect(engine.getState().equalizer).toMatchObject({ bass: 12, mid: -12, treble: 3 });
    engine.equalizer.setBand("bass", 3);
    engine.equalizer.setBand("mid", 0);
    expect(engine.getState().equalizer.preset).toBe("Rock");
    engine.equalizer.applyPreset("Nope");
    engine.equalizer.applyPreset("toString");
    expect(engine.getState().equalizer.preset).toBe("Rock");
    engine.equalizer.reset();
    expect(engine.getState().equalizer).toMatchObject({ preset: "Flat", bass: 0, mid: 0, treble: 0 });
    expect(ctx.filters.map((f) => f.gain.value)).toEqual([0, 0, 0]);
  });

  it("applies bands chosen before the graph exists when it is built", () => {
    const { engine, ctx } = setup();
    engine.equalizer.applyPreset("Hip-Hop");
    engine.load(tracks(1));
    expect(engine.getState().equalizer.mode).toBe("off");
    engine.play();
    expect(ctx.filters.map((f) => f.gain.value)).toEqual([...EQUALIZER_PRESETS["Hip-Hop"]!]);
  });

  it("runs visual-only without Web Audio", () => {
    const { engine, elements, current } = setup({ webAudio: false });
    engine.load(tracks(1));
    engine.play();
    expect(elements).toHaveLength(2);
    expect(engine.getState().equalizer).toMatchObject({
      mode: "visual",
      message: "Equalizer not supported in this browser",
    });
    engine.equalizer.applyPreset("Rock");
    expect(engine.getState().equalizer.preset).toBe("Rock");
    expect(current().paused).toBe(false);
  });

  it("reports 'Error initializing equalizer' when the graph cannot be built, and still plays", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { engine, current } = setup({
      createAudioContext: () => {
        throw new Error("boom");
      },
    });
    engine.load(tracks(1));
    engine.play();
    expect(engine.getState().equalizer).toMatchObject({
      mode: "visual",
      message: "Error initializing equalizer",
    });
    expect(current().paused).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("reports 'Audio element not found' when no media element can be made", () => {
    const { engine } = setup({
      createMediaElement: () => {
        throw new Error("no audio");
      },
    });
    engine.load(tracks(2));
    engine.play();
    expect(engine.getState().equalizer).toMatchObject({ mode: "visual", message: "Audio element not found" });
    expect(engine.getState().current?.id).toBe(1);
  });

  it("plays a cross-origin source without CORS unrouted, in visual mode", () => {
    vi.stubGlobal("location", { href: "https://ngoma.test/app", origin: "https://ngoma.test" });
    const { engine, ctx, elements, current } = setup();
    const remote = track(1, { url: "https://cdn.example/a.mp3" });
    engine.load([remote, track(2)]);
    engine.play();
    const el = current();
    expect(el.crossOrigin).toBe("anonymous");
    el.fail(); // the CDN sent no CORS headers
    const replacement = current();
    expect(replacement).not.toBe(el);
    expect(ctx.deckGain(el)!.outputs).toEqual([]); // the abandoned element's path is cut
    expect(elements).toHaveLength(3);
    expect(replacement.crossOrigin).toBeNull();
    expect(replacement.paused).toBe(false);
    expect(ctx.sources.some((s) => s.mediaElement === replacement)).toBe(false);
    expect(engine.getState().equalizer).toMatchObject({
      mode: "visual",
      message: "Equalizer running in visual mode only (CORS restrictions)",
    });
    // Same-origin track: back through the graph, EQ audible again.
    engine.next();
    expect(current().crossOrigin).toBeNull();
    expect(ctx.sources.some((s) => s.mediaElement === current())).toBe(true);
    expect(engine.getState().equalizer).toMatchObject({ mode: "audio", message: null });
    // Coming back to the CDN track goes straight to an unrouted element, without a failing CORS request.
    engine.previous();
    expect(current().crossOrigin).toBeNull();
    expect(current().paused).toBe(false);
    expect(ctx.sources.some((s) => s.mediaElement === current())).toBe(false);
    expect(engine.getState().equalizer.mode).toBe("visual");
    // Also when loaded afresh on a deck that was routed.
    engine.load([track(3), remote]);
    engine.jumpTo(1);
    expect(current().crossOrigin).toBeNull();
    expect(ctx.sources.some((s) => s.mediaElement === current())).toBe(false);
  });
});

describe("volume", () => {
  it("clamps to 0–1 and drives the master gain", () => {
    const { engine, ctx } = setup();
    engine.load(tracks(1));
    engine.play();
    engine.setVolume(1.7);
    expect(engine.getState().volume).toBe(1);
    engine.setVolume(-1);
    expect(engine.getState().volume).toBe(0);
    engine.setVolume(Number.NaN);
    expect(engine.getState().volume).toBe(0);
    engine.setVolume(0.4);
    const master = chain(ctx.sources[0]!)[6] as FakeGain;
    expect(master.gain.value).toBe(0.4);
  });

  it("changeVolume steps and clamps", () => {
    const { engine } = setup();
    engine.changeVolume(-0.1);
    engine.changeVolume(-0.1);
    expect(engine.getState().volume).toBe(0.8);
    engine.changeVolume(0.5);
    expect(engine.getState().volume).toBe(1);
  });

  it("mute remembers the previous volume (initially 1) and unmute restores it", () => {
    const { engine, elements } = setup({ webAudio: false });
    engine.load(tracks(1));
    engine.toggleMute();
    expect(engine.getState()).toMatchObject({ muted: true, volume: 0 });
    engine.toggleMute();
    expect(engine.getState()).toMatchObject({ muted: false, volume: 1 });
    engine.setVolume(0.3);
    engine.toggleMute();
    expect(elements.every((e) => e.volume === 0)).toBe(true);
    engine.toggleMute();
    expect(engine.getState().volume).toBe(0.3);
    expect(elements.some((e) => e.volume === 0.3)).toBe(true);
  });
});

describe("destroy", () => {
  it("stops playback, closes the context and silences listeners", () => {
    const { engine, ctx, elements } = setup();
    const listener = vi.fn();
    engine.load(tracks(2));
    engine.play();
    engine.subscribe(listener);
    engine.destroy();
    expect(elements.every((e) => e.paused && e.src === "")).toBe(true);
    expect(ctx.state).toBe("closed");
    engine.play();
    engine.next();
    engine.setVolume(0.1);
    expect(listener).not.toHaveBeenCalled();
  });
});
