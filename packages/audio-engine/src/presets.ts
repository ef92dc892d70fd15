import type { EqualizerBand } from "./types";

/**
 * Built-in equalizer presets as `[bass, mid, treble]` gains in dB (product constants, spec §9).
 *
 * @example
 * const [bass, mid, treble] = EQUALIZER_PRESETS["Vocal Boost"]; // -3, 7, 2
 * Object.keys(EQUALIZER_PRESETS).forEach((name) => addOption(name));
 */
export const EQUALIZER_PRESETS: Readonly<Record<string, readonly [number, number, number]>> = {
  Flat: [0, 0, 0],
  "Bass Boost": [7, 2, 1],
  "Treble Boost": [-2, 0, 8],
  "Vocal Boost": [-3, 7, 2],
  Electronic: [4, -2, 3],
  Rock: [3, 0, 3],
  "Hip-Hop": [5, 1, -2],
};

/** Band order inside preset tuples and the filter chain. */
export const BANDS: readonly EqualizerBand[] = ["bass", "mid", "treble"];

/** Whole dB within −12…12 (slider step 1); NaN for anything that is not a finite number. */
export const clampBand = (dB: number): number =>
  typeof dB === "number" && Number.isFinite(dB) ? Math.max(-12, Math.min(12, Math.round(dB))) : Number.NaN;

/** The preset whose gains equal these, else "Custom". */
export const presetFor = (bass: number, mid: number, treble: number): string => {
  for (const name in EQUALIZER_PRESETS) {
    const [b, m, t] = EQUALIZER_PRESETS[name]!;
    if (b === bass && m === mid && t === treble) return name;
  }
  return "Custom";
};
