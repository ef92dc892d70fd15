// The player's parts opened from the bar (or by a shortcut), each a chunk of its own (see lazy-part.tsx),
// and what stands in for each while it loads: the part's own frame, so it appears where it will stay.
import { Spinner } from "../widgets/spinner";
import { lazyPart } from "./lazy-part";

export const equalizerPart = lazyPart(() => import("./equalizer-panel").then((m) => m.EqualizerPanel));
export const queuePart = lazyPart(() => import("./queue-panel").then((m) => m.QueuePanel));
export const fullPlayerPart = lazyPart(() => import("./full-player").then((m) => m.FullPlayer));

/** A side panel's frame and heading (player-panel.tsx) with a spinner for its body. */
export function PanelLoading({ variant, title }: { variant: "equalizer" | "queue"; title: string }) {
  return (
    <section className={`player-panel player-panel--${variant}`} aria-label={title} aria-busy="true">
      <header className="player-panel__header">
        <h2>{title}</h2>
      </header>
      <Spinner size="sm" label="Loading" />
    </section>
  );
}

/** The full player's screen (full-player.tsx) with a spinner. */
export function FullPlayerLoading() {
  return (
    <section className="player-full" aria-label="Full player" aria-busy="true">
      <Spinner size="lg" label="Loading" />
    </section>
  );
}
