import type { EngineState, NormalizeOptions, RepeatMode } from "./types";

// Constants of the state shared by the engine and readSavedState; a small file of its own so that
// readSavedState's bundle does not carry the queue rules.

export const REPEAT_MODES: readonly RepeatMode[] = ["none", "single", "all"];

/** Defaults of `normalize`: Spotify's "Normal" target, boosts only up to −1 dBTP. */
export const NORMALIZE: Readonly<NormalizeOptions> = {
  mode: "auto",
  target: -14,
  ceiling: -1,
  maxBoost: 12,
  limiter: false,
};

const MODES = ["auto", "track", "album", "off"];

/** `base` with `patch` merged in, or `base` when the result is not valid (unknown mode, a number that is not finite). */
export const mergeNormalize = (base: NormalizeOptions, patch: unknown): Readonly<NormalizeOptions> => {
  const n = { ...base, ...(patch as NormalizeOptions) };
  return MODES.includes(n.mode) && [n.target, n.ceiling, n.maxBoost].every(Number.isFinite) ? n : base;
};

/** The state of an engine with nothing saved and nothing loaded (also what a server renders). */
export const INITIAL_STATE: EngineState = Object.freeze<EngineState>({
  current: null,
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  progress: 0,
  queue: [],
  currentIndex: -1,
  upNext: [],
  repeat: "none",
  shuffle: false,
  djMode: false,
  beatMatch: true,
  isMixing: false,
  mixAligned: false,
  normalize: NORMALIZE,
  volume: 1,
  muted: false,
  history: [],
  equalizer: { preset: "Flat", bass: 0, mid: 0, treble: 0, mode: "off", message: null },
});
