import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { describe, expect, it } from "vitest";
import type { PlayReport } from "./api";
import { startPlayReporter } from "./play-reporter";
import type { PlayerTrack } from "./types";

/** Just the engine surface the reporter reads: snapshots, subscribe and the `ended` event. */
function fakeEngine(initial: Partial<EngineState>) {
  let state = { current: null, currentTime: 0, duration: 0, isPlaying: false, isLoading: false, ...initial };
  const listeners = new Set<() => void>();
  const ended = new Set<() => void>();
  const engine = {
    getState: () => state as unknown as EngineState,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    on: (event: string, handler: () => void) => {
      if (event === "ended") ended.add(handler);
      return () => ended.delete(handler);
    },
  } as unknown as AudioEngine;
  return {
    engine,
    set(patch: Partial<typeof state>) {
      state = { ...state, ...patch };
      for (const l of listeners) l();
    },
    end() {
      for (const h of ended) h();
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function recorder() {
  const calls: { id: string; report: PlayReport }[] = [];
  let n = 0;
  const send = async (id: string, report: PlayReport) => {
    calls.push({ id, report });
    return { play_id: `play_${++n}` };
  };
  return { calls, send };
}

describe("startPlayReporter", () => {
  const track: PlayerTrack = {
    id: "trk_1",
    duration_ms: 120_000,
    play_context: { type: "album", id: "alb_1" },
  };

  it("reports the start with the context, then the counted play with the play_id after 30 s of listening", async () => {
    const fake = fakeEngine({ current: track as never });
    const { calls, send } = recorder();
    const stop = startPlayReporter(fake.engine, send);
    fake.set({ isPlaying: true, isLoading: true });
    await flush();
    expect(calls).toEqual([
      { id: "trk_1", report: { listened_ms: 0, context_type: "album", context_id: "alb_1" } },
    ]);
    fake.set({ isLoading: false });
    for (let t = 0; t <= 29.75; t += 0.25) fake.set({ currentTime: t });
    await flush();
    expect(calls).toHaveLength(1);
    fake.set({ currentTime: 30 });
    fake.set({ currentTime: 30.25 });
    await flush();
    expect(calls[1]).toEqual({
      id: "trk_1",
      report: { listened_ms: 30_000, play_id: "play_1", context_type: "album", context_id: "alb_1" },
    });
    for (let t = 30.5; t <= 90; t += 0.25) fake.set({ currentTime: t });
    await flush();
    expect(calls).toHaveLength(2);
    stop();
  });

  it("does not count a seek to the end; starts a new session for the next track and for a replay", async () => {
    const fake = fakeEngine({ current: track as never, isPlaying: true });
    const { calls, send } = recorder();
    const stop = startPlayReporter(fake.engine, send);
    fake.set({ currentTime: 0 });
    fake.set({ currentTime: 115 });
    fake.set({ currentTime: 115.25 });
    await flush();
    expect(calls).toHaveLength(1);
    const other: PlayerTrack = { id: "trk_2", duration_ms: 10_000 };
    fake.set({ current: other as never, currentTime: 0 });
    await flush();
    expect(calls[1]).toEqual({ id: "trk_2", report: { listened_ms: 0 } });
    for (let t = 0.25; t <= 9.25; t += 0.25) fake.set({ currentTime: t });
    await flush();
    expect(calls[2]?.report).toEqual({ listened_ms: 9_000, play_id: "play_2" });
    fake.end();
    fake.set({ currentTime: 0 });
    await flush();
    expect(calls[3]).toEqual({ id: "trk_2", report: { listened_ms: 0 } });
    stop();
  });

  it("reports a play started from search with its context and no id", async () => {
    const fromSearch: PlayerTrack = {
      id: "trk_2",
      duration_ms: 120_000,
      play_context: { type: "search", id: "" },
    };
    const fake = fakeEngine({ current: fromSearch as never });
    const { calls, send } = recorder();
    const stop = startPlayReporter(fake.engine, send);
    fake.set({ isPlaying: true });
    await flush();
    expect(calls).toEqual([{ id: "trk_2", report: { listened_ms: 0, context_type: "search" } }]);
    stop();
  });

  it("reports nothing for a market preview (the market counts its own plays)", async () => {
    const fake = fakeEngine({ current: { id: "bt_1", duration_ms: 60_000, preview: true } as never });
    const { calls, send } = recorder();
    const stop = startPlayReporter(fake.engine, send);
    fake.set({ isPlaying: true });
    for (let t = 0; t <= 40; t += 0.25) fake.set({ currentTime: t });
    await flush();
    expect(calls).toEqual([]);
    stop();
  });

  it("stops listening when stopped", async () => {
    const fake = fakeEngine({ current: track as never });
    const { calls, send } = recorder();
    startPlayReporter(fake.engine, send)();
    fake.set({ isPlaying: true });
    await flush();
    expect(calls).toHaveLength(0);
  });
});
