import type { EngineState, RepeatMode } from "./types";

// Constants of the state shared by the engine and readSavedState; a small file of its own so that
// readSavedState's bundle does not carry the queue rules.

export const REPEAT_MODES: readonly RepeatMode[] = ["none", "single", "all"];

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
  isMixing: false,
  volume: 1,
  muted: false,
  history: [],
  equalizer: { preset: "Flat", bass: 0, mid: 0, treble: 0, mode: "off", message: null },
});
