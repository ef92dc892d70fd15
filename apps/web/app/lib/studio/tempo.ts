// The tempo a creator typed against the one measured from the audio (docs/decisions/0610). A typed value
// off by a few per cent, or a whole half or double (a 70 BPM groove counted at 140), is a genuine
// difference worth showing; rounding the measured 0.01 BPM to the typed integer is not.

/** How far apart typed and measured may be, as a share of the measured tempo, before they differ. */
const TOLERANCE = 0.02;

/**
 * How the typed BPM compares with the measured one: `same`, `half` or `double` of it (the same groove
 * counted at another level), `different`, or `unknown` when either is missing.
 *
 * @example compareTempo(140, 70.02) // "double"
 */
export function compareTempo(
  typed: number | null | undefined,
  measured: number | null | undefined,
): "same" | "half" | "double" | "different" | "unknown" {
  if (!typed || !measured) return "unknown";
  const near = (factor: number) => Math.abs(typed - measured * factor) <= measured * factor * TOLERANCE;
  if (near(1)) return "same";
  if (near(2)) return "double";
  if (near(0.5)) return "half";
  return "different";
}

/**
 * The line shown under the BPM field: the measured tempo, and whether the typed one differs.
 *
 * @example tempoHint(128, 124.02) // "Measured from the audio: 124.02 BPM, not 128."
 */
export function tempoHint(
  typed: number | null | undefined,
  measured: number | null | undefined,
): string | null {
  if (!measured) return null;
  const shown = `Measured from the audio: ${measured.toFixed(2)} BPM`;
  switch (compareTempo(typed, measured)) {
    case "different":
      return `${shown}, not ${typed}.`;
    case "double":
      return `${shown}: you typed double that.`;
    case "half":
      return `${shown}: you typed half that.`;
    default:
      return `${shown}.`;
  }
}
