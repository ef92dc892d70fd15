// Keeps the stream URLs of the current track and the next ones fresh (see stream-urls.ts).
import type { AudioEngine } from "@ngoma/audio-engine";
import { fetchTrack } from "./api";
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
  const check = () => {
    const { queue, currentIndex } = engine.getState();
    const from = Math.max(0, currentIndex);
    for (const item of queue.slice(from, from + LOOKAHEAD + 1)) {
      const track = item as PlayerTrack;
      if (pending.has(track.id) || !needsFreshUrl(sourceOf(track), Date.now())) continue;
      pending.add(track.id);
      void fetchOne(track.id)
        .then((fresh) => {
          const url = fresh?.audio_file?.audio_url || fresh?.stream_url;
          if (url) rememberFreshUrl(track.id, url);
        })
        .finally(() => pending.delete(track.id));
    }
  };
  check();
  return engine.on("trackchange", check);
}
