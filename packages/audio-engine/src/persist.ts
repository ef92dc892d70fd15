import type { EngineStorage, NormalizeOptions, RepeatMode, Track } from "./types";

/**
 * Key under which the engine saves its settings in the `storage` option (one JSON value).
 *
 * @example
 * localStorage.removeItem(STORAGE_KEY); // forget the saved queue and settings
 */
export const STORAGE_KEY = "ngoma-audio-engine";

export interface Saved {
  volume?: number;
  repeat?: RepeatMode;
  shuffle?: boolean;
  eq?: [number, number, number];
  dj?: boolean;
  beat?: boolean;
  norm?: Partial<NormalizeOptions>;
  queue?: Track[];
  /** Unshuffled order, kept so turning shuffle off after a reload restores it. */
  original?: Track[];
  index?: number;
}

/** Saved settings, or {} when absent or unreadable (private mode, quota, corrupt JSON). */
export const readSaved = (storage: EngineStorage | undefined): Saved => {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) || "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
};
