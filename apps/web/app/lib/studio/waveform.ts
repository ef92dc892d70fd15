// The track page's waveform: the peaks the server computed at processing (0–255 each, about 1,000 of
// them), read from `waveform_url` and drawn as an SVG of bars. The reader takes the shapes a peaks file
// comes in (a JSON list, `{ peaks: [...] }`, or `{ points, peaks: "<base64 bytes>" }` as stored) so the
// page does not break on the first change of the api's encoding.

/** Peaks as 0–255 numbers, or null when the body holds none. */
export function readPeaks(body: unknown): number[] | null {
  const value =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? ((body as { data?: unknown }).data ?? body)
      : body;
  const peaks =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as { peaks?: unknown }).peaks
      : value;
  if (typeof peaks === "string") return decodeBase64(peaks);
  if (Array.isArray(peaks) && peaks.every((p) => typeof p === "number" && Number.isFinite(p))) {
    return peaks.length > 0 ? peaks.map((p) => Math.min(255, Math.max(0, Math.round(p)))) : null;
  }
  return null;
}

function decodeBase64(text: string): number[] | null {
  try {
    const binary = atob(text);
    if (binary.length === 0) return null;
    return Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * `bars` levels from `peaks`, each the loudest of its slice (a quiet slice must not hide a hit), as
 * fractions 0–1.
 *
 * @example downsample([0, 255, 0, 51], 2) // [1, 0.2]
 */
export function downsample(peaks: readonly number[], bars: number): number[] {
  if (peaks.length === 0 || bars <= 0) return [];
  const count = Math.min(bars, peaks.length);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = start; j < end; j++) max = Math.max(max, peaks[j] ?? 0);
    out.push(max / 255);
  }
  return out;
}

/**
 * One SVG path of vertical bars centred on the middle line, in a `width` × `height` box: a single
 * element whatever the number of bars, styled by CSS (no inline styles under the CSP).
 */
export function waveformPath(levels: readonly number[], width: number, height: number): string {
  if (levels.length === 0) return "";
  const step = width / levels.length;
  const bar = Math.max(step * 0.6, 0.5);
  const mid = height / 2;
  const parts: string[] = [];
  levels.forEach((level, i) => {
    // A silent slice still shows a hairline, so the timeline reads as continuous.
    const half = Math.max(level * mid, 0.5);
    const x = +(i * step + (step - bar) / 2).toFixed(2);
    parts.push(
      `M${x} ${+(mid - half).toFixed(2)}h${+bar.toFixed(2)}v${+(half * 2).toFixed(2)}h${-bar.toFixed(2)}z`,
    );
  });
  return parts.join("");
}
