export { createAudioEngine } from "./engine";
export { bindKeyboardShortcuts, type KeyboardShortcutOptions } from "./keyboard";
export { STORAGE_KEY } from "./persist";
export { EQUALIZER_PRESETS } from "./presets";
export { readSavedState } from "./saved-state";
export type {
  AudioEngine,
  EngineEvents,
  EngineOptions,
  EngineState,
  EngineStorage,
  EqualizerBand,
  EqualizerControls,
  EqualizerMode,
  EqualizerState,
  RepeatMode,
  Track,
} from "./types";
