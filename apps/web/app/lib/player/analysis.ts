// The Track view's analysis fields (snake_case, each nullable; served once the server has measured the
// decoded audio) under the engine's names (`analysis`, camelCase), and `album.id` as `albumId` (album gain).
// Applied at the engine's door in ./engine.ts, so this code loads with the engine and never with a page.
import type { Track, TrackAnalysis } from "@ngoma/audio-engine";

// Wire name → engine name. The tempo is the one measured from the audio (`measured_bpm`), never the
// creator's typed `bpm`: a typed 140 on a 70 BPM track would misalign every beat-matched mix.
const FIELDS: ReadonlyArray<readonly [wire: string, engine: keyof TrackAnalysis]> = [
  ["loudness_lufs", "loudnessLufs"],
  ["true_peak_dbtp", "truePeakDbtp"],
  ["album_loudness_lufs", "albumLoudnessLufs"],
  ["measured_bpm", "bpm"],
  ["grid_stable", "gridStable"],
  ["first_beat_ms", "firstBeatMs"],
  ["first_downbeat_ms", "firstDownbeatMs"],
  ["mix_in_ms", "mixInMs"],
  ["mix_out_ms", "mixOutMs"],
];

/**
 * The track with `analysis` and `albumId` from the wire fields it carries. Read defensively: a view without
 * them (an older api, a track queued before) gets no analysis, and the engine plays it at unity gain and
 * mixes it plainly. A track already mapped (a restored queue) is returned as it is.
 *
 * @example withAnalysis({ id: "trk_1", loudness_lufs: -9.5, measured_bpm: 124 }).analysis // { loudnessLufs: -9.5, bpm: 124 }
 */
export function withAnalysis(track: Track): Track {
  const analysis: Record<string, unknown> = {};
  for (const [wire, name] of FIELDS) {
    if (track[wire] != null) analysis[name] = track[wire];
  }
  const album = track.album as { id?: string } | null | undefined;
  return {
    ...track,
    ...(album?.id ? { albumId: album.id } : {}),
    ...(Object.keys(analysis).length ? { analysis: analysis as TrackAnalysis } : {}),
  };
}
