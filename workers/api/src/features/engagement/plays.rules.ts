/** A play counts once the listener has heard this much (or the end of a shorter track). */
export const COUNT_AFTER_MS = 30_000;
/** One counted play per listener per track per this window: replays and scrubbing cannot inflate counts. */
export const DEDUPE_WINDOW_MS = 30 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * How much of a track must be heard for the play to count: 30 s, or up to 1 s before the end of a
 * shorter track (players often stop reporting a moment before `ended`).
 *
 * @example countThresholdMs(180_000) // 30000
 * @example countThresholdMs(10_000) // 9000
 */
export function countThresholdMs(durationMs: number): number {
  return Math.max(0, Math.min(COUNT_AFTER_MS, durationMs - 1_000));
}

/**
 * How far a report may run ahead of the server's clock: the play's start is stamped when its request
 * arrives, after the audio began, so a 6 s track heard to its end can look like 4.5 s on a slow link.
 */
export const START_SLACK_MS = 2_000;

/**
 * The listened time after a report: never decreases (a late or reordered report cannot undo
 * progress), never exceeds the track, and never exceeds the wall-clock time since the play started
 * (`elapsedMs`) by more than the start's slack, so a client cannot claim 30 s it has not had time to hear.
 *
 * @example nextListenedMs(0, 30_000, 180_000, 1_000) // 3000
 */
export function nextListenedMs(
  previousMs: number,
  reportedMs: number,
  durationMs: number,
  elapsedMs: number,
): number {
  const cap = Math.max(0, Math.min(durationMs, elapsedMs + START_SLACK_MS));
  return Math.max(0, previousMs, Math.min(cap, reportedMs));
}

/** True when a counted play of the same track by the same listener happened within the window. */
export function isDuplicatePlay(lastCountedAtMs: number | null, nowMs: number): boolean {
  return lastCountedAtMs !== null && nowMs - lastCountedAtMs < DEDUPE_WINDOW_MS;
}

/** Whether this report makes a session not yet counted count now. */
export function shouldCount(input: {
  listenedMs: number;
  durationMs: number;
  lastCountedAtMs: number | null;
  nowMs: number;
}): boolean {
  if (input.listenedMs < countThresholdMs(input.durationMs)) return false;
  return !isDuplicatePlay(input.lastCountedAtMs, input.nowMs);
}

/** UTC epoch day: the bucket of daily_plays. */
export function epochDay(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS);
}
