import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { useSyncExternalStore } from "react";
import {
  engineRequested,
  getPlayerState,
  getServerPlayerState,
  player,
  savedTrackWaiting,
  subscribePlayer,
} from "./facade";
import type { PlayerTrack } from "./types";

export interface PlayerView {
  /** The engine's immutable snapshot (see @ngoma/audio-engine's README for the fields). */
  state: EngineState;
  /** `state.current` typed as the API's track view. */
  current: PlayerTrack | null;
  /** The engine's commands (`engine.next()`, `engine.seek(30)` …); they load the engine on first use. */
  engine: AudioEngine;
}

/**
 * Subscribes a component to the player. The server (and hydration) see the empty initial state; the
 * client then shows the restored queue once the player's chunk has read it, before the engine is loaded.
 *
 * @example
 * const { current, state } = usePlayer();
 * return <p>{current ? `${current.title} ${Math.round(state.progress)}%` : "Nothing playing"}</p>;
 */
export function usePlayer(): PlayerView {
  const state = useSyncExternalStore(subscribePlayer, getPlayerState, getServerPlayerState);
  return { state, current: state.current as PlayerTrack | null, engine: player };
}

const playerNeeded = () => !!getPlayerState().current || engineRequested() || savedTrackWaiting();

/**
 * Whether the player UI is needed: a track is current (restored from storage or played), or the engine has
 * been asked for (a play control was pointed at, focused or pressed). Does not re-render on every tick.
 *
 * @example
 * const show = usePlayerNeeded(); // mount the player only then
 */
export function usePlayerNeeded(): boolean {
  return useSyncExternalStore(subscribePlayer, playerNeeded, () => false);
}
