import { REPEAT_MODES } from "./settings";
import type { RepeatMode, Track } from "./types";

// Pure queue rules, kept apart from the engine so every rule can be tested without a media element.

export { REPEAT_MODES };

export const sameTrack = (a: Track | null | undefined, b: Track | null | undefined): boolean =>
  !!a && !!b && a.id === b.id;

/** Default source: `audio_file.audio_url`, then `stream_url`, then `url`. */
export const defaultSrc = (t: Track): string | undefined => t.audio_file?.audio_url || t.stream_url || t.url;

/** The queue with `first` at the front and every other item in random order (Fisher–Yates). */
export const shuffleKeepingFirst = (queue: readonly Track[], first: number): Track[] => {
  const rest = queue.filter((_, i) => i !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const head = queue[first];
  return head ? [head, ...rest] : rest;
};

/** History with `track` moved to the front, duplicates removed, cut to `size`. */
export const pushHistory = (history: readonly Track[], track: Track, size: number): Track[] =>
  [track, ...history.filter((t) => !sameTrack(t, track))].slice(0, size);

/** Index after `index` under the repeat mode (single still advances on an explicit next), −1 when none. */
export const nextIndex = (index: number, length: number, repeat: RepeatMode): number =>
  index + 1 < length ? index + 1 : repeat === "all" && length > 0 ? 0 : -1;

/** Candidates not already queued (nor the current track), without duplicates among themselves. */
export const freshTracks = (candidates: readonly Track[], queue: readonly Track[]): Track[] => {
  const seen = new Set(queue.map((t) => t.id));
  return candidates.filter((t) => t && !seen.has(t.id) && !!seen.add(t.id));
};

/** Removes the first occurrence of `track` (by reference) from `list`. */
export const without = (list: readonly Track[], track: Track | undefined): Track[] => {
  const i = list.indexOf(track as Track);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};
