import type { Track, TrackAnalysis } from "@ngoma/audio-engine";
import type { PlayerTrack } from "./types";

// The analysis fields of the Track view (snake_case, each nullable; served once the server measures the
// decoded audio), read under their engine names (camelCase). Read defensively: a view without them (an
// older api, a saved queue) maps to no analysis, and the engine then plays at unity gain and mixes plainly.
const ANALYSIS = [
  "loudness_lufs",
  "true_peak_dbtp",
  "album_loudness_lufs",
  "bpm",
  "grid_stable",
  "first_beat_ms",
  "first_downbeat_ms",
  "mix_in_ms",
  "mix_out_ms",
];

/**
 * The engine's track for an API track view: `duration` in seconds from `duration_ms` (so the total shows
 * before load), `albumId` from `album.id` (album gain), and `analysis` from the loudness and beat fields.
 */
export function toEngineTrack(track: PlayerTrack): Track {
  const seconds =
    typeof track.duration_ms === "number" && track.duration_ms > 0 ? track.duration_ms / 1000 : undefined;
  const analysis: Record<string, unknown> = {};
  for (const wire of ANALYSIS) {
    if (track[wire] != null) analysis[wire.replace(/_(.)/g, (_, c: string) => c.toUpperCase())] = track[wire];
  }
  const album = track.album as { id?: string } | null | undefined;
  return {
    ...track,
    ...(seconds !== undefined && track.duration === undefined ? { duration: seconds } : {}),
    ...(album?.id ? { albumId: album.id } : {}),
    ...(Object.keys(analysis).length ? { analysis: analysis as TrackAnalysis } : {}),
  } as Track;
}
