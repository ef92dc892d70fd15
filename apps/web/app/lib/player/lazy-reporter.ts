// Nothing plays without a click or a key (a restored queue is cued, paused), so the play reporter's code is
// a chunk of its own (lib/on-first-use.ts), fetched when the engine first plays: a page that is only
// browsed never loads it. Listening only counts once the audio is out of its loading state, which usually
// outlasts fetching this chunk.
import type { AudioEngine } from "@ngoma/audio-engine";
import { type FirstUse, firstUse } from "../on-first-use";

type ReporterCode = FirstUse<Pick<typeof import("./play-reporter"), "startPlayReporter">>;

const reporterCode: ReporterCode = firstUse(() => import("./play-reporter"));

/**
 * Starts the play reporter (play-reporter.ts) for `engine` the first time it plays; a chunk that could not
 * be fetched is asked for again on the next state change while playing. Returns the stop function.
 *
 * @example
 * useEffect(() => startPlayReporterOnPlay(getEngine()), []);
 */
export function startPlayReporterOnPlay(engine: AudioEngine, code: ReporterCode = reporterCode): () => void {
  let stopReporter: (() => void) | undefined;
  let stopped = false;
  const onState = () => {
    if (stopReporter || !engine.getState().isPlaying) return;
    // Calls while the chunk is on its way share the one fetch; only the first arrival starts the reporter.
    code.load().then(
      ({ startPlayReporter }) => {
        if (!stopped && !stopReporter) stopReporter = startPlayReporter(engine);
      },
      () => undefined,
    );
  };
  const unsubscribe = engine.subscribe(onState);
  onState();
  return () => {
    stopped = true;
    unsubscribe();
    stopReporter?.();
  };
}
