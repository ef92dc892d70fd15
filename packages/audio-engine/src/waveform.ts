// Drawing a track's waveform from the peaks the server measured: the `waveform_url` answer carries them as
// base64, one byte (0–255, the largest |sample| of a slice on the absolute scale) per point. A separate
// entry (`@ngoma/audio-engine/waveform`): a progress bar can draw without the engine.

/**
 * The peaks a base64 string holds, one level 0–255 per byte; empty when it is not base64.
 *
 * @example
 * const peaks = decodePeaks((await (await fetch(track.waveform_url)).json()).data.peaks);
 */
export function decodePeaks(base64: string): Uint8Array {
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/**
 * How many bars fit in `width` pixels with bars `bar` px wide and `gap` px apart (at least 1).
 *
 * @example
 * waveformBars(peaks, barsForWidth(canvas.clientWidth)); // 3 px bars, 1 px gaps
 */
export function barsForWidth(width: number, bar = 3, gap = 1): number {
  return Math.max(1, Math.floor((width + gap) / (bar + gap)));
}

/**
 * At most `bars` levels between 0 and 1: the loudest peak of each slice, with a floor (`min`) so silence
 * still shows as a thin line. Never more bars than points: a short list is drawn as it is, not stretched.
 *
 * @example
 * waveformBars(Uint8Array.of(0, 255, 128, 64), 2); // [1, 0.5]
 */
export function waveformBars(peaks: Uint8Array, bars: number, min = 0.04): number[] {
  const count = Math.min(Math.floor(bars), peaks.length);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = from; j < to; j++) max = Math.max(max, peaks[j]!);
    out.push(Math.max(min, max / 255));
  }
  return out;
}

/**
 * The played fraction (0–1) of a track at `currentTime` of `duration` seconds; 0 while the duration is
 * unknown. Bars before `fraction × bars.length` are the played ones.
 *
 * @example
 * const played = playedFraction(state.currentTime, state.duration); // 0.42
 */
export function playedFraction(currentTime: number, duration: number): number {
  return duration > 0 && Number.isFinite(duration) ? Math.min(1, Math.max(0, currentTime / duration)) : 0;
}

/**
 * One SVG path of centred bars in a `levels.length` × 100 box (one unit per bar, 70 % of it drawn).
 *
 * @example
 * <svg viewBox={`0 0 ${levels.length} 100`} preserveAspectRatio="none"><path d={waveformPath(levels)} /></svg>
 */
export function waveformPath(levels: readonly number[]): string {
  return levels
    .map((level, i) => {
      const height = Math.round(level * 1000) / 10;
      const top = Math.round((100 - height) * 5) / 10;
      return `M${i + 0.15} ${top}h0.7v${height}h-0.7z`;
    })
    .join("");
}
