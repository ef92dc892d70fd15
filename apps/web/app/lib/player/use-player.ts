import type { AudioEngine, EngineState } from "@ngoma/audio-engine";
import { useSyncExternalStore } from "react";
import { getEngine, getServerState } from "./engine";
import type { PlayerTrack } from "./types";

export interface PlayerView {
  /** The engine's immutable snapshot (see @ngoma/audio-engine's README for the fields). */
  state: EngineState;
  /** `state.current` typed as the API's track view. */
  current: PlayerTrack | null;
  /** The engine, for commands (`engine.next()`, `engine.seek(30)` …). */
  engine: AudioEngine;
}

/**
 * Subscribes a component to the player. The server (and hydration) see the empty initial state.
 *
 * @example
 * const { current, state } = usePlayer();
 * return <p>{current ? `${current.title} ${Math.round(state.progress)}%` : "Nothing playing"}</p>;
 */
export function usePlayer(): PlayerView {
  const engine = getEngine();
  const state = useSyncExternalStore(engine.subscribe, engine.getState, getServerState);
  return { state, current: state.current as PlayerTrack | null, engine };
}
