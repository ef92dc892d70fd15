// Nothing plays without a click or a key (a restored queue is cued, paused), so the play reporter's code is
// a chunk of its own, fetched when the engine first plays: a page that is only browsed never loads it.
// Listening only counts once the audio is out of its loading state, which usually outlasts fetching this chunk.
import type { AudioEngine } from "@ngoma/audio-engine";

type LoadReporter = () => Promise<Pick<typeof import("./play-reporter"), "startPlayReporter">>;

/**
 * Starts the play reporter (play-reporter.ts) for `engine` the first time it plays; a chunk that could not
 * be fetched is asked for again on the next state change while playing. Returns the stop function.
 *
 * @example
 * useEffect(() => startPlayReporterOnPlay(getEngine()), []);
 */
export function startPlayReporterOnPlay(
  engine: AudioEngine,
  load: LoadReporter = () => import("./play-reporter"),
): () => void {
  let stopReporter: (() => void) | undefined;
  let loading = false;
  let stopped = false;
  const onState = () => {
    if (loading || stopReporter || !engine.getState().isPlaying) return;
    loading = true;
    load()
      .then(({ startPlayReporter }) => {
        if (!stopped) stopReporter = startPlayReporter(engine);
      })
      .catch(() => undefined)
      .finally(() => {
        loading = false;
      });
  };
  const unsubscribe = engine.subscribe(onState);
  onState();
  return () => {
    stopped = true;
    unsubscribe();
    stopReporter?.();
  };
}
