import { NORMALIZE } from "./state";
import type { NormalizeOptions, Track } from "./types";

const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The gain in dB that brings `track` to the target loudness: `target − loudness` (the album's in album
 * mode, or in auto mode when a neighbour in the queue shares the album). A cut is never limited; a boost is
 * capped by `maxBoost` and, without the limiter, by the headroom from the track's true peak to `ceiling`
 * (no boost at all when the true peak is unknown). 0 when off or when the loudness is unknown.
 *
 * @example
 * normalizationGain({ id: 1, analysis: { loudnessLufs: -8, truePeakDbtp: 0 } }, { target: -14 }); // -6
 * normalizationGain({ id: 2, analysis: { loudnessLufs: -20, truePeakDbtp: -4 } }, {}); // 3 (peak to −1 dBTP)
 */
export function normalizationGain(
  track: Track,
  options: Partial<NormalizeOptions> = {},
  neighbours: readonly (Track | undefined)[] = [],
): number {
  const o = { ...NORMALIZE, ...options };
  const a = track.analysis;
  if (o.mode === "off" || !a) return 0;
  const id = track.albumId;
  const album =
    o.mode === "album" || (o.mode === "auto" && id != null && neighbours.some((n) => n?.albumId === id));
  const loudness = album && num(a.albumLoudnessLufs) ? a.albumLoudnessLufs : a.loudnessLufs;
  if (!num(loudness)) return 0;
  const gain = o.target - loudness;
  if (gain <= 0) return gain;
  const peak = o.limiter ? Infinity : num(a.truePeakDbtp) ? o.ceiling - a.truePeakDbtp : 0;
  return Math.max(0, Math.min(gain, o.maxBoost, peak));
}
