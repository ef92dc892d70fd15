import { readSaved } from "./persist";
import { clampBand, presetFor } from "./presets";
import { mergeNormalize, REPEAT_MODES } from "./settings";
import { INITIAL_STATE, NORMALIZE } from "./state";
import type { EngineState, EngineStorage, Track } from "./types";

/**
 * The state `createAudioEngine({ storage })` starts with: the saved queue (current track cued, paused),
 * volume, repeat, shuffle, DJ mode, beat matching, normalisation and equalizer, validated the same way. Pure and tiny (it does not pull the engine
 * into a bundle), so a UI can show a restored player before it loads the engine on first use.
 *
 * @example
 * const before = readSavedState(localStorage);
 * if (before.current) renderBar(before); // title, cover, volume … as the engine will have them
 * button.onclick = async () => (await import("./player")).engine.play();
 */
export function readSavedState(storage: EngineStorage | undefined): EngineState {
  const saved = readSaved(storage);
  const volume = typeof saved.volume === "number" && !Number.isNaN(saved.volume) ? saved.volume : 1;
  const [bass, mid, treble] = Array.isArray(saved.eq)
    ? (saved.eq.map((v) => clampBand(v) || 0) as [number, number, number])
    : [0, 0, 0];
  const queue: Track[] = Array.isArray(saved.queue) ? saved.queue.filter((t) => t && t.id !== undefined) : [];
  const index = Number.isInteger(saved.index) && queue[saved.index!] ? saved.index! : -1;
  return Object.freeze({
    ...INITIAL_STATE,
    volume: Math.max(0, Math.min(1, volume)),
    repeat: saved.repeat && REPEAT_MODES.includes(saved.repeat) ? saved.repeat : "none",
    equalizer: { ...INITIAL_STATE.equalizer, bass, mid, treble, preset: presetFor(bass, mid, treble) },
    shuffle: Array.isArray(saved.queue) && !!saved.shuffle,
    djMode: !!saved.dj,
    beatMatch: saved.beat !== false,
    normalize: mergeNormalize(NORMALIZE, saved.norm),
    queue: Object.freeze(queue),
    currentIndex: index,
    current: queue[index] ?? null,
    upNext: Object.freeze(queue.slice(index + 1)),
  });
}
