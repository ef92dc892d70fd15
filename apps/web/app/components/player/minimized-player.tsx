import { titleOf } from "../../lib/player/display";
import type { PlayerTrack } from "../../lib/player/types";
import { updateUi } from "../../lib/player/ui-store";
import { CoverArt } from "./cover-art";

/** The minimized player: a round cover that spins while playing (spec §4); a click brings the bar back. */
export function MinimizedPlayer({ track, playing }: { track: PlayerTrack; playing: boolean }) {
  return (
    <button
      type="button"
      className="player-minimized"
      data-playing={playing || undefined}
      data-testid="player-minimized"
      aria-label={`Expand player (${playing ? "playing" : "paused"}: ${titleOf(track)})`}
      onClick={() => updateUi((u) => ({ ...u, display: "bar" }))}
    >
      <CoverArt track={track} size={56} className="player-minimized__cover" />
    </button>
  );
}
