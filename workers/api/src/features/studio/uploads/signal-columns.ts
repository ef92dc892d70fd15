import { type SQL, sql } from "drizzle-orm";
import { ANALYSIS_VERSION } from "../audio/signal";
import type { AudioSignal } from "../audio/types";

/**
 * The `set` assignments storing a track's measured signal (docs/decisions/0610), always with the current
 * `analysis_version`: a track whose format has no decoder (`signal` null) is stored as measured by this
 * version with nothing to report, so the backfill does not pick it up again until the algorithm changes.
 *
 * @example sql`update tracks set ${signalAssignments(signal)} where id = ${id}`
 */
export function signalAssignments(signal: AudioSignal | null): SQL {
  const s = signal;
  const flag = s?.gridStable === null || s === null ? null : s.gridStable ? 1 : 0;
  return sql`loudness_lufs = ${s?.loudnessLufs ?? null}, true_peak_dbtp = ${s?.truePeakDbtp ?? null},
    loudness_range_lu = ${s?.loudnessRangeLu ?? null}, measured_bpm = ${s?.bpm ?? null},
    bpm_confidence = ${s?.bpmConfidence ?? null}, first_beat_ms = ${s?.firstBeatMs ?? null},
    first_downbeat_ms = ${s?.firstDownbeatMs ?? null}, mix_in_ms = ${s?.mixInMs ?? null},
    mix_out_ms = ${s?.mixOutMs ?? null}, grid_stable = ${flag}, analysis_version = ${ANALYSIS_VERSION}`;
}

/**
 * True where a track's stored analysis is older than the current algorithm (or missing); written so
 * `tracks_analysis_idx (processing, analysis_version)` serves it beside `processing = 'ready'`.
 */
export const analysisIsStale = sql`(analysis_version is null or analysis_version < ${ANALYSIS_VERSION})`;
