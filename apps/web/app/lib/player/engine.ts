// One engine per browser tab, made on first use; the server gets a bare engine whose initial state is what
// hydration renders (nothing loaded), so server and first client render match.
import { type AudioEngine, createAudioEngine, type EngineState, type Track } from "@ngoma/audio-engine";
import { fetchRelatedTracks } from "./api";
import { sourceOf } from "./stream-urls";
import type { PlayerTrack } from "./types";

let engine: AudioEngine | undefined;
let serverEngine: AudioEngine | undefined;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // Storage blocked (privacy settings): play without persistence.
  }
}

/** Track views from the API carry `duration_ms`; the engine reads seconds so the total shows before load. */
export function toEngineTrack(track: PlayerTrack): Track {
  const seconds =
    typeof track.duration_ms === "number" && track.duration_ms > 0 ? track.duration_ms / 1000 : undefined;
  return (
    seconds !== undefined && track.duration === undefined ? { ...track, duration: seconds } : track
  ) as Track;
}

/**
 * The tab's engine: persisted in localStorage (queue, volume, repeat, shuffle, equalizer), stream URLs
 * resolved through the fresh-URL cache, related tracks appended from the API near the end of the queue.
 *
 * @example
 * getEngine().toggle();
 */
export function getEngine(): AudioEngine {
  if (typeof window === "undefined") {
    serverEngine ??= createAudioEngine({ mediaSession: false });
    return serverEngine;
  }
  engine ??= createAudioEngine({
    storage: storage(),
    resolveSrc: (track) => sourceOf(track as PlayerTrack),
    fetchRelated: async (track) => (await fetchRelatedTracks(String(track.id))).map(toEngineTrack),
  });
  return engine;
}

let serverState: EngineState | undefined;

/** The snapshot the server renders and hydration starts from. */
export function getServerState(): EngineState {
  serverState ??= createAudioEngine({ mediaSession: false }).getState();
  return serverState;
}
