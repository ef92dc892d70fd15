// When a play is reported (the API guide at /api/docs "Plays"): once when the track starts (no play_id → the
// API opens a listening session) and once more when the time actually listened reaches the counting
// threshold, min(30 s, duration − 1 s). Only real listening adds up: seeks (jumps) and paused time do not.

/** timeupdate fires every ~250 ms; a larger forward step is a seek (or a suspended tab), not listening. */
export const MAX_LISTEN_STEP_S = 2;
export const COUNT_AFTER_MS = 30_000;

export interface ListenSession {
  trackId: string;
  listenedMs: number;
  /** The playhead at the previous update, null before the first. */
  lastTime: number | null;
  startSent: boolean;
  countSent: boolean;
}

export function newSession(trackId: string): ListenSession {
  return { trackId, listenedMs: 0, lastTime: null, startSent: false, countSent: false };
}

/** The listened time at which the API counts the play; unknown durations use the 30 s rule. */
export function countThresholdMs(durationMs: number | null | undefined): number {
  if (typeof durationMs !== "number" || !Number.isFinite(durationMs) || durationMs <= 0)
    return COUNT_AFTER_MS;
  return Math.max(0, Math.min(COUNT_AFTER_MS, durationMs - 1000));
}

/** Adds the time between two playhead readings while playing; backwards or large jumps only move the mark. */
export function advanceListening(
  session: ListenSession,
  currentTime: number,
  playing: boolean,
): ListenSession {
  if (!Number.isFinite(currentTime)) return session;
  const step = session.lastTime === null ? 0 : currentTime - session.lastTime;
  const listened = playing && step > 0 && step <= MAX_LISTEN_STEP_S ? step * 1000 : 0;
  if (!listened && session.lastTime === currentTime) return session;
  return { ...session, lastTime: currentTime, listenedMs: session.listenedMs + listened };
}

export type DueReport = "start" | "count" | null;

/** Which report is due now: the start once playing, then the count report once past the threshold. */
export function dueReport(
  session: ListenSession,
  playing: boolean,
  durationMs: number | null | undefined,
): DueReport {
  if (!session.startSent) return playing ? "start" : null;
  if (!session.countSent && session.listenedMs >= countThresholdMs(durationMs)) return "count";
  return null;
}
