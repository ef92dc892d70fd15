// A track's waveform for the seek bar: the API's peaks (one byte per point, base64) folded into as many
// bars as the bar shows, drawn as one SVG path. Fetched once per track per page (the signed URL changes
// with its expiry, the peaks of a track id never do).
import { useEffect, useState } from "react";

/** How many bars the seek bar draws: enough to read the shape at any width, few enough for one path. */
export const WAVEFORM_BARS = 120;

/** The peaks a base64 string holds, one level 0–255 per byte; empty when it is not base64. */
export function decodePeaks(base64: string): Uint8Array {
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/**
 * At most `bars` levels between 0 and 1: the loudest peak of each slice, with a floor so silence still shows
 * as a thin line.
 *
 * @example waveformBars(Uint8Array.of(0, 255, 128, 64), 2) // [1, 0.5]
 */
export function waveformBars(peaks: Uint8Array, bars = WAVEFORM_BARS): number[] {
  if (peaks.length === 0 || bars <= 0) return [];
  // Never more bars than points: a short list is drawn as it is, not stretched.
  const count = Math.min(bars, peaks.length);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = from; j < to && j < peaks.length; j++) max = Math.max(max, peaks[j] ?? 0);
    out.push(Math.max(0.04, max / 255));
  }
  return out;
}

/**
 * One SVG path of centred bars in a `levels.length` × 100 box (one unit per bar, 70 % of it drawn).
 *
 * @example waveformPath([1]) // "M0.15 0h0.7v100h-0.7z"
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

/** The `waveform_url` answer, as far as it is read here. */
interface WaveformBody {
  data?: { peaks?: string };
}

/** A waveform on its way: `loading`, `ready` with its bar levels, or `missing` (none, or unreadable). */
export type WaveformState =
  | { status: "loading" }
  | { status: "ready"; levels: number[] }
  | { status: "missing" };

const loaded = new Map<string, number[]>();

/**
 * The bar levels of the track at `url` (its `waveform_url`) in `bars` bars. A URL's track id keys the
 * page's memory of it: the signed URL changes with its expiry, a track's peaks never do.
 *
 * @example const wave = useWaveform(track.waveform_url); if (wave.status === "ready") draw(wave.levels);
 */
export function useWaveform(url: string | null | undefined, bars = WAVEFORM_BARS): WaveformState {
  const key = url ? `${url.split("?")[0]}#${bars}` : null;
  const known = key ? loaded.get(key) : undefined;
  const [state, setState] = useState<WaveformState>(
    known ? { status: "ready", levels: known } : { status: url ? "loading" : "missing" },
  );
  useEffect(() => {
    if (!url || !key) return setState({ status: "missing" });
    const levels = loaded.get(key);
    if (levels) return setState({ status: "ready", levels });
    setState({ status: "loading" });
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: "same-origin" })
      .then((res) => (res.ok ? (res.json() as Promise<WaveformBody>) : null))
      .then((body) => {
        const peaks = body?.data?.peaks ? decodePeaks(body.data.peaks) : null;
        if (!peaks || peaks.length === 0) return setState({ status: "missing" });
        const levels = waveformBars(peaks, bars);
        loaded.set(key, levels);
        setState({ status: "ready", levels });
      })
      .catch((error: unknown) => {
        // Aborted by a newer track: that one's state follows. Anything else: no waveform to draw.
        if (!controller.signal.aborted) setState({ status: "missing" });
        return error;
      });
    return () => controller.abort();
  }, [url, key, bars]);
  return state;
}
