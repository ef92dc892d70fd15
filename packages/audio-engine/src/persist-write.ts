import { type Saved, STORAGE_KEY } from "./persist";
import type { EngineState, EngineStorage, Track } from "./types";

// The write side of persist.ts, in a file of its own: only the engine saves, and an app's first load,
// which only reads (initial-state, saved-state), must not carry it.

/** Writes the persisted subset of the state; storage failures are ignored (playback matters more). */
export const writeSaved = (
  storage: EngineStorage,
  s: EngineState,
  volume: number,
  original: readonly Track[],
): void => {
  const { bass, mid, treble } = s.equalizer;
  const saved: Saved = {
    volume,
    repeat: s.repeat,
    shuffle: s.shuffle,
    eq: [bass, mid, treble],
    dj: s.djMode,
    beat: s.beatMatch,
    norm: s.normalize,
    queue: [...s.queue],
    original: s.shuffle ? [...original] : undefined,
    index: s.currentIndex,
  };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {}
};
