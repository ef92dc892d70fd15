// One engine per browser tab, made on first use. Only ./facade.ts imports this module (with import()), so the
// engine is a chunk of its own; pages and the bar reach it through the facade.
import { type AudioEngine, createAudioEngine, type Track } from "@ngoma/audio-engine";
import { withAnalysis } from "./analysis";
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
 * The tab's engine: persisted in localStorage (queue, volume, repeat, shuffle, equalizer, DJ mode,
 * normalisation), stream URLs resolved through the fresh-URL cache, related tracks appended from the API
 * near the end of the queue, and every track's analysis fields mapped to the engine's (./analysis.ts).
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
  if (engine) return engine;
  const made = createAudioEngine({
    storage: storage(),
    resolveSrc: (track) => sourceOf(track as PlayerTrack),
    fetchRelated: async (track) =>
      (await fetchRelatedTracks(String(track.id))).map(toEngineTrack).map(withAnalysis),
  });
  // Every track enters through these commands: the analysis fields are mapped here, with the engine's chunk,
  // so pages do not carry the mapping (see ./analysis.ts).
  const map = (tracks: Track | readonly Track[]) =>
    Array.isArray(tracks) ? tracks.map(withAnalysis) : withAnalysis(tracks as Track);
  engine = {
    ...made,
    load: (tracks, startIndex) => made.load(tracks.map(withAnalysis), startIndex),
    play: (track) => made.play(track && withAnalysis(track)),
    enqueue: (tracks) => made.enqueue(map(tracks)),
    playNext: (track) => made.playNext(withAnalysis(track)),
  };
  return engine;
}
