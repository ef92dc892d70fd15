import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeMediaElement, setup, track, tracks } from "./testing/fakes";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const byId = (elements: FakeMediaElement[], n: number) => elements.find((e) => e.src === `/audio/${n}.mp3`)!;

describe("DJ crossfade", () => {
  it("starts at 85 % of the track with equal-power curves on the AudioContext clock", () => {
    const { engine, elements, ctx } = setup();
    const events: string[] = [];
    engine.on("mixstart", ({ from, to }) => events.push(`mixstart ${from.id}→${to.id}`));
    engine.on("mixend", (t) => events.push(`mixend ${t.id}`));
    engine.on("trackchange", (t) => events.push(`trackchange ${t?.id}`));
    engine.setDjMode(true);
    engine.load(tracks(3));
    engine.play();
    const a = byId(elements, 1);
    a.at(169.9);
    expect(engine.getState().isMixing).toBe(false);
    a.at(170); // 0.85 × 200
    const b = byId(elements, 2);
    expect(engine.getState()).toMatchObject({ isMixing: true, currentIndex: 1, isPlaying: true });
    expect(a.paused).toBe(false);
    expect(b.paused).toBe(false);
    const out = ctx.deckGain(a)!.gain.lastCurve()!;
    const inn = ctx.deckGain(b)!.gain.lastCurve()!;
    expect(out).toMatchObject({ start: 12.5, duration: 5 });
    expect(inn).toMatchObject({ start: 12.5, duration: 5 });
    expect(out.curve[0]).toBeCloseTo(1);
    expect(out.curve[out.curve.length - 1]).toBeCloseTo(0);
    expect(inn.curve[0]).toBeCloseTo(0);
    expect(inn.curve[inn.curve.length - 1]).toBeCloseTo(1);
    // Equal power: the summed power of both decks stays constant across the mix.
    for (let i = 0; i < out.curve.length; i++)
      expect(out.curve[i]! ** 2 + inn.curve[i]! ** 2).toBeCloseTo(1, 5);
    // The outgoing deck's own end during the mix changes nothing.
    a.finish();
    expect(engine.getState().currentIndex).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(engine.getState().isMixing).toBe(false);
    expect(a.paused).toBe(true);
    expect(ctx.deckGain(b)!.gain.value).toBe(1);
    expect(ctx.deckGain(a)!.gain.value).toBe(0);
    expect(events).toEqual(["trackchange 1", "mixstart 1→2", "trackchange 2", "mixend 2"]);
    // Once the mix is over, the freed deck preloads the track after next.
    expect(a.src).toBe("/audio/3.mp3");
  });

  it("honours mixDuration and fadeOutAt, and shortens a mix to the time left", () => {
    const { engine, elements, ctx } = setup({ mixDuration: 8, fadeOutAt: 0.5 });
    engine.setDjMode(true);
    engine.load(tracks(3));
    engine.play();
    byId(elements, 1).at(100);
    expect(ctx.deckGain(byId(elements, 2))!.gain.lastCurve()?.duration).toBe(8);
    vi.advanceTimersByTime(8000);
    byId(elements, 2).at(197); // a seek far past the start point: 3 s left
    expect(ctx.deckGain(byId(elements, 3))!.gain.lastCurve()?.duration).toBe(3);
  });

  it("crossfades on track end in DJ mode when no mix ran yet", () => {
    const { engine, elements } = setup();
    const mixstart = vi.fn();
    engine.on("mixstart", mixstart);
    engine.setDjMode(true);
    engine.load(tracks(2));
    engine.play();
    byId(elements, 1).finish();
    expect(mixstart).toHaveBeenCalledTimes(1);
    expect(engine.getState()).toMatchObject({ isMixing: true, currentIndex: 1, isPlaying: true });
  });

  it("does not mix without a next track, with repeat single, or outside DJ mode", () => {
    const { engine, elements } = setup();
    const mixstart = vi.fn();
    engine.on("mixstart", mixstart);
    engine.load(tracks(2), 1);
    engine.play();
    engine.setDjMode(true);
    byId(elements, 2).at(190);
    engine.setRepeat("single");
    engine.previous(); // more than 3 s in: restart
    engine.previous(); // back to track 1
    byId(elements, 1).at(190);
    engine.setRepeat("none");
    engine.setDjMode(false);
    byId(elements, 1).at(195);
    expect(mixstart).not.toHaveBeenCalled();
  });

  it("a pause or a track change during the mix finishes it at once", () => {
    const { engine, elements, ctx } = setup();
    engine.setDjMode(true);
    engine.load(tracks(3));
    engine.play();
    byId(elements, 1).at(171);
    engine.pause();
    expect(engine.getState()).toMatchObject({ isMixing: false, isPlaying: false, currentIndex: 1 });
    expect(elements.every((e) => e.paused)).toBe(true);
    expect(ctx.deckGain(byId(elements, 2))!.gain.value).toBe(1);
    engine.play();
    byId(elements, 2).at(180);
    expect(engine.getState().isMixing).toBe(true);
    engine.jumpTo(0);
    expect(engine.getState()).toMatchObject({ isMixing: false, currentIndex: 0 });
    expect(byId(elements, 2).paused).toBe(true);
  });

  it("without Web Audio, ramps element volumes with equal power", () => {
    const { engine, elements } = setup({ webAudio: false });
    engine.setDjMode(true);
    engine.setVolume(0.8);
    engine.load(tracks(2));
    engine.play();
    const a = byId(elements, 1);
    a.at(170);
    const b = byId(elements, 2);
    expect(b.volume).toBe(0);
    vi.advanceTimersByTime(2500);
    // Halfway: each deck at cos/sin(π/4) of the volume, the summed power equals the volume's.
    expect(a.volume).toBeCloseTo(0.8 * Math.SQRT1_2, 5);
    expect(b.volume).toBeCloseTo(0.8 * Math.SQRT1_2, 5);
    vi.advanceTimersByTime(2500);
    expect(a.volume).toBe(0);
    expect(b.volume).toBeCloseTo(0.8);
    expect(engine.getState().isMixing).toBe(false);
  });
});

describe("beat-aligned DJ mix", () => {
  // 120 BPM, downbeat at 1 s: phrases at 1, 9 … 169, 177 s; the next track at 122 BPM, mix-in at 2 s.
  const grid = (n: number, bpm: number, extra = {}) =>
    track(n, { analysis: { bpm, gridStable: true, firstDownbeatMs: 1000, mixInMs: 2000, ...extra } });

  it("starts silently before the phrase boundary at the matched rate and fades in on it", () => {
    const { engine, elements, ctx } = setup();
    engine.setDjMode(true);
    engine.load([grid(1, 120), grid(2, 122)]);
    engine.play();
    const a = byId(elements, 1);
    a.at(167.4); // the boundary is 169 s, the lead 1.5 s: not yet
    expect(engine.getState().isMixing).toBe(false);
    a.at(167.6);
    const b = byId(elements, 2);
    expect(engine.getState()).toMatchObject({ isMixing: true, mixAligned: true, currentIndex: 1 });
    expect(b.paused).toBe(false);
    expect(b.playbackRate).toBeCloseTo(120 / 122, 2);
    // 1.4 s before the boundary: the incoming track is 1.4 × rate before its mix-in point.
    expect(b.currentTime).toBeCloseTo(2 - 1.4 * (120 / 122), 6);
    // Both fades start on the boundary (1.4 s from now on the audio clock) and last 3 bars (6 s).
    expect(ctx.deckGain(a)!.gain.lastCurve()).toMatchObject({ duration: 6 });
    expect(ctx.deckGain(a)!.gain.lastCurve()!.start).toBeCloseTo(12.5 + 1.4);
    expect(ctx.deckGain(b)!.gain.lastCurve()!.start).toBeCloseTo(12.5 + 1.4);
    // Phase lock: an incoming deck 40 ms ahead is slowed down (the error is smoothed over ~8 ticks, the
    // correction grows with it), and back on time it returns to the matched rate.
    b.currentTime += 0.04;
    vi.advanceTimersByTime(20);
    const first = b.playbackRate;
    expect(first).toBeLessThan(120 / 122);
    vi.advanceTimersByTime(200);
    expect(b.playbackRate).toBeLessThan(first);
    expect(b.playbackRate).toBeGreaterThanOrEqual((120 / 122) * 0.5);
    b.currentTime -= 0.04;
    vi.advanceTimersByTime(1000);
    expect(b.playbackRate).toBeCloseTo(120 / 122, 2);
    // After the mix the incoming track glides back to its own tempo.
    vi.advanceTimersByTime(7400);
    expect(engine.getState().isMixing).toBe(false);
    expect(a.paused).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(b.playbackRate).toBe(1);
  });

  it("falls back to the 85 % mix when tempos differ, grids drift, or beat matching is off", () => {
    for (const [next, beatMatch] of [
      [grid(2, 130), true],
      [grid(2, 120, { gridStable: false }), true],
      [grid(2, 120), false],
    ] as const) {
      const { engine, elements } = setup();
      engine.setDjMode(true);
      engine.setBeatMatch(beatMatch);
      engine.load([grid(1, 120), next]);
      engine.play();
      byId(elements, 1).at(169.9);
      expect(engine.getState().isMixing).toBe(false);
      byId(elements, 1).at(170);
      expect(engine.getState()).toMatchObject({ isMixing: true, mixAligned: false });
      expect(byId(elements, 2).playbackRate).toBe(1);
    }
  });
});
