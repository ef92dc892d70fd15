import type { NormalizeOptions, RepeatMode } from "./types";

// Rules of the saved settings shared by the engine and readSavedState, apart from the state itself so
// that an app's first load (initial-state) does not carry them, and from the queue rules so that
// readSavedState's bundle does not.

export const REPEAT_MODES: readonly RepeatMode[] = ["none", "single", "all"];

const MODES = ["auto", "track", "album", "off"];

/** `base` with `patch` merged in, or `base` when the result is not valid (unknown mode, a number that is not finite). */
export const mergeNormalize = (base: NormalizeOptions, patch: unknown): Readonly<NormalizeOptions> => {
  const n = { ...base, ...(patch as NormalizeOptions) };
  return MODES.includes(n.mode) && [n.target, n.ceiling, n.maxBoost].every(Number.isFinite) ? n : base;
};
