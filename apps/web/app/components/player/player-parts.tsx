// The player's parts opened from the bar (or by a shortcut), each a chunk of its own fetched on first use
// (lib/on-first-use.ts), and what stands in for each while it loads (its LoadingPart's fallback): the
// part's own frame, so it appears where it will stay.
import { firstUse } from "../../lib/on-first-use";
import { lazyComponent } from "../../lib/on-first-use-react";
import { Spinner } from "../widgets/spinner";

export const equalizerCode = firstUse(() => import("./equalizer-panel"));
export const queueCode = firstUse(() => import("./queue-panel"));
export const fullPlayerCode = firstUse(() => import("./full-player"));

export const Equalizer = lazyComponent(equalizerCode, (m) => m.EqualizerPanel);
export const Queue = lazyComponent(queueCode, (m) => m.QueuePanel);
export const FullPlayer = lazyComponent(fullPlayerCode, (m) => m.FullPlayer);

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
