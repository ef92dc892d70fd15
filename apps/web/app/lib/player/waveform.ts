// A track's waveform for the seek bar and the track page: the API's peaks (one byte per point, base64)
// folded into as many bars as are shown, by @ngoma/audio-engine/waveform (which also draws the SVG path).
// Fetched once per track per page (the signed URL changes with its expiry, the peaks of a track id never do).
import { decodePeaks, waveformBars } from "@ngoma/audio-engine/waveform";
import { useEffect, useState } from "react";

/** How many bars the seek bar draws: enough to read the shape at any width, few enough for one path. */
export const WAVEFORM_BARS = 120;

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
