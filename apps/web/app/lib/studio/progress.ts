// Spec §4 upload progress: what the bar shows is 10 + 85 % of the bytes really sent, and it never passes
// 95 until the server has finished with the file (its processing), so a bar at 100 % always means a
// track the creator can use.

/** Where the bar starts as soon as an upload exists (the creation call answered). */
export const PROGRESS_FLOOR = 10;
/** The share of the bar the bytes fill. */
export const PROGRESS_SPAN = 85;
/** The most the bar shows before the server says the track is ready (or failed). */
export const PROGRESS_CAP = 95;

/**
 * The shown percentage (a whole number) for `sent` of `total` bytes. `serverDone` (the track is ready or
 * failed) is the only way to 100.
 *
 * @example shownProgress(50, 100, false) // 52 (10 + 42.5, rounded down)
 * @example shownProgress(100, 100, false) // 95
 * @example shownProgress(100, 100, true) // 100
 */
export function shownProgress(sent: number, total: number, serverDone: boolean): number {
  if (serverDone) return 100;
  const fraction = total > 0 && Number.isFinite(sent) ? Math.min(Math.max(sent / total, 0), 1) : 0;
  // Rounded down so 94.9 never reads as 95 before the bytes are all there.
  return Math.min(PROGRESS_CAP, Math.floor(PROGRESS_FLOOR + PROGRESS_SPAN * fraction));
}
