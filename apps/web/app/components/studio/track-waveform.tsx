// The track's waveform on its page: the peaks the server computed, fetched from `waveform_url` after
// hydration (the JSON is the browser's to cache, and the page must not wait for it) and drawn as one SVG
// path. Until processing is done there is nothing to draw, and the page says why.
import { useEffect, useState } from "react";
import { downsample, readPeaks, waveformPath } from "../../lib/studio/waveform";

const WIDTH = 1000;
const HEIGHT = 120;
const BARS = 200;

type State = { kind: "loading" } | { kind: "ready"; path: string } | { kind: "missing"; text: string };

export function TrackWaveform({ url, title }: { url: string | null; title: string }) {
  const [state, setState] = useState<State>(
    url
      ? { kind: "loading" }
      : { kind: "missing", text: "The waveform appears once the audio is processed." },
  );
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState({ kind: "loading" });
    fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (!live) return;
        const peaks = readPeaks(body);
        setState(
          peaks
            ? { kind: "ready", path: waveformPath(downsample(peaks, BARS), WIDTH, HEIGHT) }
            : { kind: "missing", text: "The waveform could not be read." },
        );
      })
      .catch(() => live && setState({ kind: "missing", text: "The waveform could not be loaded." }));
    return () => {
      live = false;
    };
  }, [url]);
  if (state.kind !== "ready") {
    return (
      <p
        className="studio-waveform studio-waveform--empty studio-muted"
        role="status"
        aria-busy={state.kind === "loading"}
      >
        {state.kind === "loading" ? "Loading the waveform…" : state.text}
      </p>
    );
  }
  return (
    <svg
      className="studio-waveform"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Waveform of ${title}`}
    >
      <path className="studio-waveform__bars" d={state.path} />
    </svg>
  );
}
