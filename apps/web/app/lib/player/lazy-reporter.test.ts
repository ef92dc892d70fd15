import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { describe, expect, it, vi } from "vitest";
import { firstUse } from "../on-first-use";
import { startPlayReporterOnPlay } from "./lazy-reporter";

/** Just what the starter reads: snapshots and subscribe. */
function fakeEngine() {
  let state = { isPlaying: false };
  const listeners = new Set<() => void>();
  const engine = {
    getState: () => state as unknown as EngineState,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as AudioEngine;
  return {
    engine,
    listeners,
    set(isPlaying: boolean) {
      state = { isPlaying };
      for (const l of [...listeners]) l();
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function reporterModule() {
  const stopReporter = vi.fn();
  const startPlayReporter = vi.fn((_engine: AudioEngine) => stopReporter);
  return { startPlayReporter, stopReporter, load: vi.fn(async () => ({ startPlayReporter })) };
}

describe("startPlayReporterOnPlay", () => {
  it("loads and starts the reporter on the first play only; stop stops it", async () => {
    const fake = fakeEngine();
    const mod = reporterModule();
    const stop = startPlayReporterOnPlay(fake.engine, firstUse(mod.load));
    fake.set(false);
    await flush();
    expect(mod.load).not.toHaveBeenCalled();
    fake.set(true);
    fake.set(true);
    await flush();
    expect(mod.load).toHaveBeenCalledTimes(1);
    expect(mod.startPlayReporter).toHaveBeenCalledWith(fake.engine);
    fake.set(false);
    fake.set(true);
    await flush();
    expect(mod.startPlayReporter).toHaveBeenCalledTimes(1);
    stop();
    expect(mod.stopReporter).toHaveBeenCalledTimes(1);
    expect(fake.listeners.size).toBe(0);
  });

  it("starts at once when the engine already plays", async () => {
    const fake = fakeEngine();
    fake.set(true);
    const mod = reporterModule();
    startPlayReporterOnPlay(fake.engine, firstUse(mod.load))();
    await flush();
    expect(mod.load).toHaveBeenCalledTimes(1);
    // Stopped before the chunk came in: the reporter never starts.
    expect(mod.startPlayReporter).not.toHaveBeenCalled();
  });

  it("asks for the chunk again on a later play when it could not be fetched", async () => {
    const fake = fakeEngine();
    const mod = reporterModule();
    mod.load.mockRejectedValueOnce(new Error("offline"));
    const stop = startPlayReporterOnPlay(fake.engine, firstUse(mod.load));
    fake.set(true);
    await flush();
    expect(mod.startPlayReporter).not.toHaveBeenCalled();
    fake.set(true);
    await flush();
    expect(mod.load).toHaveBeenCalledTimes(2);
    expect(mod.startPlayReporter).toHaveBeenCalledTimes(1);
    stop();
  });
});
