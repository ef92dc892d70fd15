import { usePlayer } from "../../lib/player/use-player";
import { Spinner } from "../widgets/spinner";
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, RepeatIcon, ShuffleIcon } from "./icons";

const REPEAT_LABEL = { none: "Repeat: off", single: "Repeat: one track", all: "Repeat: all" } as const;

/** Shuffle, previous, play/pause (spinner and disabled while loading, spec §4), next, repeat. */
export function Transport({ large = false }: { large?: boolean }) {
  const { state, engine } = usePlayer();
  const loading = state.isLoading && state.isPlaying;
  return (
    <div className={`player-transport${large ? " player-transport--large" : ""}`}>
      <button
        type="button"
        className="player-icon-button"
        aria-label="Shuffle"
        aria-pressed={state.shuffle}
        data-active={state.shuffle || undefined}
        onClick={engine.toggleShuffle}
      >
        <ShuffleIcon />
      </button>
      <button
        type="button"
        className="player-icon-button"
        aria-label="Previous track"
        onClick={engine.previous}
      >
        <PreviousIcon />
      </button>
      <button
        type="button"
        className="player-main-button"
        aria-label={loading ? "Loading" : state.isPlaying ? "Pause" : "Play"}
        aria-busy={loading}
        disabled={loading}
        onClick={engine.toggle}
      >
        {loading ? (
          <Spinner size="sm" />
        ) : state.isPlaying ? (
          <PauseIcon size={large ? 28 : 22} />
        ) : (
          <PlayIcon size={large ? 28 : 22} />
        )}
      </button>
      <button type="button" className="player-icon-button" aria-label="Next track" onClick={engine.next}>
        <NextIcon />
      </button>
      <button
        type="button"
        className="player-icon-button player-repeat"
        aria-label={REPEAT_LABEL[state.repeat]}
        aria-pressed={state.repeat !== "none"}
        data-active={state.repeat !== "none" || undefined}
        onClick={engine.cycleRepeat}
      >
        <RepeatIcon />
        {state.repeat === "single" ? (
          <span className="player-repeat__badge" aria-hidden="true">
            1
          </span>
        ) : null}
      </button>
    </div>
  );
}
