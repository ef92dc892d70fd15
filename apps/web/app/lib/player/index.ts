// Public interface of the player for pages (catalogue, library, search …). Keep these names stable.
export {
  enqueue,
  isCurrentTrack,
  playNext,
  playTracks,
  togglePlay,
} from "./actions";
export { loadEngine, prefetchEngine } from "./facade";
export { noteLiked, useLiked } from "./likes";
export type { PlayContext, PlayerTrack } from "./types";
export { type PlayerView, usePlayer } from "./use-player";
