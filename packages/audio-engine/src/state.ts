import type { EngineState, NormalizeOptions } from "./types";

// The state of an engine with nothing loaded: what the server renders and what an app's first load carries
// (initial-state), so nothing else lives here.

/** Defaults of `normalize`: Spotify's "Normal" target, boosts only up to −1 dBTP. */
export const NORMALIZE: Readonly<NormalizeOptions> = {
  mode: "auto",
  target: -14,
  ceiling: -1,
  maxBoost: 12,
  limiter: false,
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
