import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEY } from "./persist";
import { readSavedState } from "./saved-state";
import { type FakeMediaElement, setup, track } from "./testing/fakes";
import type { EngineStorage, Track } from "./types";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const byId = (elements: FakeMediaElement[], n: number) => elements.find((e) => e.src === `/audio/${n}.mp3`)!;
const db = (linear: number) => 20 * Math.log10(linear);
// Loud (−8 LUFS), quiet with headroom (−20 LUFS, peak −10 dBTP), and one without analysis.
const loud = track(1, { analysis: { loudnessLufs: -8, truePeakDbtp: 0 } });
const quiet = track(2, { analysis: { loudnessLufs: -20, truePeakDbtp: -10 } });
const plain = track(3);

describe("normalisation in the engine", () => {
  it("gives each deck its track's trim and keeps both through a crossfade", () => {
    const { engine, elements, ctx } = setup();
    engine.setDjMode(true);
    engine.load([loud, quiet, plain]);
    engine.play();
    const a = byId(elements, 1);
    expect(db(ctx.deckTrim(a)!.gain.value)).toBeCloseTo(-6);
    a.at(170);
    const b = byId(elements, 2);
    expect(engine.getState().isMixing).toBe(true);
    // Mid-mix both tracks keep their own gain; the fades run on the other node.
    expect(db(ctx.deckTrim(a)!.gain.value)).toBeCloseTo(-6);
    expect(db(ctx.deckTrim(b)!.gain.value)).toBeCloseTo(6);
    expect(ctx.deckGain(b)!.gain.lastCurve()).toBeDefined();
    vi.advanceTimersByTime(5000);
    engine.next();
    expect(ctx.deckTrim(byId(elements, 3))!.gain.value).toBe(1);
  });

  it("applies new settings at once, with the limiter only when asked for, and persists them", () => {
    const saved = new Map<string, string>();
    const storage: EngineStorage = {
      getItem: (k) => saved.get(k) ?? null,
      setItem: (k, v) => saved.set(k, v),
    };
    const { engine, elements, ctx } = setup({ storage });
    engine.load([quiet]);
    engine.play();
    const el = byId(elements, 2);
    expect(db(ctx.deckTrim(el)!.gain.value)).toBeCloseTo(6);
    const master = ctx.gains.find((g) => g.outputs[0] === ctx.destination)!;
    expect(ctx.filters[2]!.outputs).toEqual([master]);
    engine.setNormalize({ target: -11, limiter: true });
    expect(db(ctx.deckTrim(el)!.gain.value)).toBeCloseTo(9);
    const [limiter] = ctx.compressors;
    expect(ctx.filters[2]!.outputs).toEqual([limiter]);
    expect(limiter!.outputs).toEqual([master]);
    expect(limiter!.threshold.value).toBe(-1);
    engine.setNormalize({ mode: "off" });
    expect(ctx.deckTrim(el)!.gain.value).toBe(1);
    expect(ctx.filters[2]!.outputs).toEqual([master]);
    // Invalid values are ignored.
    engine.setNormalize({ mode: "loud" as never, target: Number.NaN });
    expect(engine.getState().normalize).toMatchObject({ mode: "off", target: -11, limiter: true });
    engine.setDjMode(true);
    engine.setBeatMatch(false);
    expect(readSavedState(storage)).toMatchObject({
      djMode: true,
      beatMatch: false,
      normalize: { mode: "off", target: -11, limiter: true },
    });
    const again = setup({ storage }).engine.getState();
    expect(again).toMatchObject({ djMode: true, beatMatch: false, normalize: { mode: "off", target: -11 } });
    expect(JSON.parse(saved.get(STORAGE_KEY)!).norm.mode).toBe("off");
  });

  it("uses album gain in auto mode when the neighbour shares the album", () => {
    const a = (n: number, lufs: number, albumId?: string): Track =>
      track(n, { albumId, analysis: { loudnessLufs: lufs, truePeakDbtp: -12, albumLoudnessLufs: -10 } });
    const { engine, elements, ctx } = setup();
    engine.load([a(1, -16, "x"), a(2, -10, "x")]);
    engine.play();
    expect(db(ctx.deckTrim(byId(elements, 1))!.gain.value)).toBeCloseTo(-4);
    engine.load([a(1, -16, "x"), a(2, -10, "y")]);
    engine.play();
    expect(db(ctx.deckTrim(byId(elements, 1))!.gain.value)).toBeCloseTo(2);
  });

  it("only attenuates without Web Audio: the element volume never exceeds 1", () => {
    const { engine, elements } = setup({ webAudio: false });
    engine.load([quiet, loud]);
    engine.setVolume(0.5);
    engine.play();
    expect(byId(elements, 2).volume).toBe(0.5);
    engine.next();
    expect(byId(elements, 1).volume).toBeCloseTo(0.5 * 10 ** (-6 / 20));
  });
});
