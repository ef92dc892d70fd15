// Wires play-reports.ts to the engine: follows the current track, sends the reports with the play_id the
// start report returned and the context the track was played from.
import type { AudioEngine } from "@ngoma/audio-engine";
import type { PlayAnswer } from "../api/contract";
import { type PlayReport, postPlay } from "./api";
import { advanceListening, dueReport, type ListenSession, newSession } from "./play-reports";
import type { PlayerTrack } from "./types";

export type SendPlay = (trackId: string, report: PlayReport) => Promise<Pick<PlayAnswer, "play_id"> | null>;

/**
 * Starts reporting plays of `engine`; returns the stop function.
 *
 * @example
 * useEffect(() => startPlayReporter(getEngine()), []);
 */
export function startPlayReporter(engine: AudioEngine, send: SendPlay = postPlay): () => void {
  let session: ListenSession | null = null;
  let track: PlayerTrack | null = null;
  let playId: Promise<string | undefined> = Promise.resolve(undefined);

  const report = (current: PlayerTrack, listenedMs: number, id: Promise<string | undefined>) => {
    const context = current.play_context;
    return id.then((play_id) =>
      send(current.id, {
        listened_ms: Math.round(listenedMs),
        ...(play_id ? { play_id } : {}),
        ...(context ? { context_type: context.type } : {}),
        ...(context?.id ? { context_id: context.id } : {}),
      }).catch(() => null),
    );
  };

  const onState = () => {
    const s = engine.getState();
    const current = s.current as PlayerTrack | null;
    if (!current || current.preview) {
      session = null;
      track = null;
      return;
    }
    if (!session || track !== current) {
      // A new current item (or the same one replayed after `ended`) is a new listening session.
      session = newSession(current.id);
      track = current;
    }
    session = advanceListening(session, s.currentTime, s.isPlaying && !s.isLoading);
    const durationMs = current.duration_ms ?? (s.duration > 0 ? s.duration * 1000 : null);
    const due = dueReport(session, s.isPlaying, durationMs);
    if (due === "start") {
      session = { ...session, startSent: true };
      playId = report(current, 0, Promise.resolve(undefined)).then((answer) => answer?.play_id);
    } else if (due === "count") {
      session = { ...session, countSent: true };
      void report(current, session.listenedMs, playId);
    }
  };

  const unsubscribe = engine.subscribe(onState);
  // A replay of the same track (repeat single) starts a new session at its end.
  const offEnded = engine.on("ended", () => {
    session = null;
  });
  return () => {
    unsubscribe();
    offEnded();
  };
}
