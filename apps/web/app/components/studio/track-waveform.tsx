// The track's waveform on its page: the peaks the server computed, fetched from `waveform_url` after
// hydration (the page must not wait for it) and drawn as one SVG path, the same way the player's seek bar
// draws it. Until processing is done there is nothing to draw, and the page says why.
import { waveformPath } from "@ngoma/audio-engine/waveform";
import { useWaveform } from "../../lib/player/waveform";

/** More bars than the seek bar: the page shows the waveform wide. */
const BARS = 200;

export function TrackWaveform({ url, title }: { url: string | null; title: string }) {
  const wave = useWaveform(url, BARS);
  if (wave.status !== "ready") {
    const text =
      wave.status === "loading"
        ? "Loading the waveform…"
        : url
          ? "The waveform could not be loaded."
          : "The waveform appears once the audio is processed.";
    return (
      <p
        className="studio-waveform studio-waveform--empty studio-muted"
        role="status"
        aria-busy={wave.status === "loading"}
      >
        {text}
      </p>
    );
  }
  return (
    <svg
      className="studio-waveform"
      viewBox={`0 0 ${wave.levels.length} 100`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Waveform of ${title}`}
    >
      <path className="studio-waveform__bars" d={waveformPath(wave.levels)} />
    </svg>
  );
}
