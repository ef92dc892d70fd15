export { createAudioEngine } from "./engine";
export { type MixPlanOptions, planMix } from "./mix-plan";
export { normalizationGain } from "./normalize";
export { STORAGE_KEY } from "./persist";
export { EQUALIZER_PRESETS } from "./presets";
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
  MixPlan,
  NormalizeMode,
  NormalizeOptions,
  RepeatMode,
  Track,
  TrackAnalysis,
} from "./types";
