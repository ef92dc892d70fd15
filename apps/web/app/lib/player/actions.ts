// Commands pages call (through ./index.ts). They only run in event handlers, i.e. in the browser. Each one
// loads the engine first when it is not loaded yet (see ./facade.ts).
import { toEngineTrack } from "./engine-track";
import { withEngine } from "./facade";
import type { PlayContext, PlayerTrack } from "./types";
import { updateUi } from "./ui-store";

function withContext(track: PlayerTrack, context: PlayContext | undefined): PlayerTrack {
  const { play_context: _previous, ...rest } = track;
  return context ? { ...rest, play_context: { type: context.type, id: context.id } } : rest;
}

function showPlayer(): void {
  updateUi((ui) => (ui.miniPlayer ? ui : { ...ui, miniPlayer: true }));
}

/**
 * Replaces the queue with `tracks` and plays `tracks[startIndex]`. Call from a click or key handler so the
 * browser lets audio start.
 *
 * @example
 * <button onClick={() => playTracks(album.tracks, 0, { type: "album", id: album.id })}>Play album</button>
 */
export function playTracks(tracks: readonly PlayerTrack[], startIndex = 0, context?: PlayContext): void {
  const list = tracks.filter((t) => t && t.id !== undefined && t.id !== null);
  if (!list.length) return;
  const items = list.map((t) => toEngineTrack(withContext(t, context)));
  const index = Math.min(Math.max(0, Math.trunc(startIndex) || 0), list.length - 1);
  withEngine((engine) => {
    engine.load(items, index);
    engine.play();
  });
  showPlayer();
}

/**
 * Appends a track to the queue; with nothing queued it is cued (paused) so the player shows it.
 *
 * @example
 * <button onClick={() => enqueue(track)}>Add to queue</button>
 */
export function enqueue(track: PlayerTrack): void {
  const item = toEngineTrack(withContext(track, undefined));
  withEngine((engine) => {
    if (!engine.getState().queue.length) engine.load([item]);
    else engine.enqueue(item);
  });
  showPlayer();
}

/**
 * Inserts a track right after the current one.
 *
 * @example
 * <button onClick={() => playNext(track)}>Play next</button>
 */
export function playNext(track: PlayerTrack): void {
  const item = toEngineTrack(withContext(track, undefined));
  withEngine((engine) => {
    if (!engine.getState().queue.length) engine.load([item]);
    else engine.playNext(item);
  });
  showPlayer();
}

/**
 * Play/pause of whatever is current.
 *
 * @example
 * <button onClick={togglePlay}>Play/Pause</button>
 */
export function togglePlay(): void {
  withEngine((engine) => engine.toggle());
}

/**
 * Whether `trackId` is the current track (and, when a context is given, was started from that context).
 *
 * @example
 * const playingHere = isCurrentTrack(usePlayer().current, track.id, { type: "album", id: album.id });
 */
export function isCurrentTrack(
  current: PlayerTrack | null | undefined,
  trackId: string,
  context?: PlayContext,
): boolean {
  if (!current || current.id !== trackId) return false;
  if (!context) return true;
  return current.play_context?.type === context.type && current.play_context.id === context.id;
}
