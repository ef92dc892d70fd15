// One engine per browser tab, made on first use. Only ./facade.ts imports this module (with import()), so the
// engine is a chunk of its own; pages and the bar reach it through the facade.
import { type AudioEngine, createAudioEngine } from "@ngoma/audio-engine";
import { fetchRelatedTracks } from "./api";
import { toEngineTrack } from "./engine-track";
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

/**
 * The tab's engine: persisted in localStorage (queue, volume, repeat, shuffle, equalizer), stream URLs
 * resolved through the fresh-URL cache, related tracks appended from the API near the end of the queue.
 * The facade attaches it when it has loaded this module; its state and commands follow it from then on.
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
