// Keeps what a persisted queue cannot: fresh stream URLs (see stream-urls.ts) for the current track and the
// next ones, and the current track's like state (a restored queue holds the `liked` of when it was queued).
import type { AudioEngine } from "@ngoma/audio-engine";
import { fetchTrack } from "./api";
import { noteLiked } from "./likes";
import { needsFreshUrl, rememberFreshUrl, sourceOf } from "./stream-urls";
import type { PlayerTrack } from "./types";

/** The current track and this many after it are checked at start-up and on every track change. */
const LOOKAHEAD = 2;

/**
 * @example
 * useEffect(() => startUrlRefresher(getEngine()), []);
 */
export function startUrlRefresher(engine: AudioEngine, fetchOne = fetchTrack): () => void {
  const pending = new Set<string>();
  const synced = new Set<string>();
  const refresh = (track: PlayerTrack) => {
    pending.add(track.id);
    void fetchOne(track.id)
      .then((fresh) => {
        if (!fresh) return;
        synced.add(track.id);
        const url = fresh.audio_file?.audio_url || fresh.stream_url;
        if (url) rememberFreshUrl(track.id, url);
        if (typeof fresh.liked === "boolean") noteLiked(track.id, fresh.liked);
      })
      .finally(() => pending.delete(track.id));
  };
  const check = () => {
    const { queue, currentIndex } = engine.getState();
    const from = Math.max(0, currentIndex);
    queue.slice(from, from + LOOKAHEAD + 1).forEach((item, offset) => {
      const track = item as PlayerTrack;
      if (pending.has(track.id) || track.preview) return;
      const current = offset === 0 && currentIndex >= 0;
      if ((current && !synced.has(track.id)) || needsFreshUrl(sourceOf(track), Date.now())) refresh(track);
    });
  };
  check();
  return engine.on("trackchange", check);
}
