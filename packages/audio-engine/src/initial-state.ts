import { readSaved } from "./persist";
import { INITIAL_STATE } from "./state";
import type { EngineStorage } from "./types";

/**
 * The smallest part of the engine an app's first load needs: the state of an engine with nothing loaded
 * (what a server renders and hydration starts from), and whether storage holds a track to restore, so
 * the app can fetch its player (and `readSavedState`) only for a returning listener.
 *
 * @example
 * if (hasSavedTrack(localStorage)) import("./player-bar"); // it calls readSavedState itself
 */
export { INITIAL_STATE };

/** Whether `storage` holds a saved queue with a current track (what `readSavedState` would restore). */
export function hasSavedTrack(storage: EngineStorage | undefined): boolean {
  const { queue, index } = readSaved(storage);
  return Array.isArray(queue) && Number.isInteger(index) && queue[index!]?.id !== undefined;
}
