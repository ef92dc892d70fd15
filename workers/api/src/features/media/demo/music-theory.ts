/** Pitch names for keys (sharps; the catalogue shows e.g. "F# minor"). */
export const NOTE_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;

export type Mode = "major" | "minor";

export const SCALES: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/**
 * Four-chord progressions as scale degrees (0 = tonic). Familiar loops on purpose: the demo should
 * sound like music on first listen, not like an experiment.
 */
export const PROGRESSIONS: Record<Mode, ReadonlyArray<readonly number[]>> = {
  major: [
    [0, 4, 5, 3], // I–V–vi–IV
    [5, 3, 0, 4], // vi–IV–I–V
    [0, 5, 3, 4], // I–vi–IV–V
    [1, 4, 0, 5], // ii–V–I–vi
    [0, 3, 0, 4], // I–IV–I–V
  ],
  minor: [
    [0, 5, 2, 6], // i–VI–III–VII
    [0, 3, 6, 2], // i–iv–VII–III
    [0, 6, 5, 4], // i–VII–VI–v
    [0, 3, 4, 0], // i–iv–v–i
  ],
};

/** Frequency in Hz of a MIDI note number (A4 = 69 = 440 Hz). */
export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/**
 * The MIDI note of scale step `step` (may be negative or past 7: it wraps by octaves) above `tonic`.
 *
 * @example scaleNote(60, "major", 2) // 64 (E above middle C)
 */
export function scaleNote(tonic: number, mode: Mode, step: number): number {
  const scale = SCALES[mode];
  const octave = Math.floor(step / scale.length);
  const index = step - octave * scale.length;
  return tonic + octave * 12 + (scale[index] ?? 0);
}

/** The triad (root, third, fifth) built on a scale degree, as scale steps. */
export function triadSteps(degree: number): [number, number, number] {
  return [degree, degree + 2, degree + 4];
}
