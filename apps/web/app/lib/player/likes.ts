// Like toggles of the player (spec §2): shown at once, then set on the API with an explicit value (so a
// retry cannot flip it twice); reverted when the API refuses. Kept per track id so every view agrees.
import { useSyncExternalStore } from "react";
import type { PlayerTrack } from "./types";

let liked = new Map<string, boolean>();
const listeners = new Set<() => void>();

function set(id: string, value: boolean) {
  liked = new Map(liked).set(id, value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLiked(map: ReadonlyMap<string, boolean>, track: PlayerTrack | null | undefined): boolean {
  if (!track) return false;
  return map.get(track.id) ?? track.liked === true;
}

const EMPTY = new Map<string, boolean>();

/** Whether `track` is liked, following toggles made anywhere in the app. */
export function useLiked(track: PlayerTrack | null | undefined): boolean {
  const map = useSyncExternalStore(
    subscribe,
    () => liked,
    () => EMPTY,
  );
  return isLiked(map, track);
}

/** Flips the like of `track`; resolves to false when the API refused (the toggle is reverted). */
export async function toggleLike(track: PlayerTrack): Promise<boolean> {
  const before = isLiked(liked, track);
  set(track.id, !before);
  // Pages read likes here on their first load; the api calls behind a toggle come with the player bar,
  // whose button is the only caller.
  const { postLike } = await import("./api");
  const answer = await postLike(track.id, !before);
  set(track.id, answer ? answer.liked : before);
  return answer !== null;
}

/** Records a like state learnt elsewhere (a page's own like button). */
export function noteLiked(trackId: string, value: boolean): void {
  if (liked.get(trackId) !== value) set(trackId, value);
}

/** The like state of `track` right now (outside React). */
export function isLikedNow(track: PlayerTrack | null | undefined): boolean {
  return isLiked(liked, track);
}
