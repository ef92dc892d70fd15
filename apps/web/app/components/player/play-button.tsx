import { isCurrentTrack, playTracks, togglePlay } from "../../lib/player/actions";
import { titleOf } from "../../lib/player/display";
import { prefetchEngine } from "../../lib/player/facade";
import type { PlayContext, PlayerTrack } from "../../lib/player/types";
import { usePlayer } from "../../lib/player/use-player";
import { Spinner } from "../widgets/spinner";
import { PauseIcon, PlayIcon } from "./icons";

export interface PlayButtonProps {
  /** The list to queue (an album's tracks, a search result …). */
  tracks: readonly PlayerTrack[];
  /** Which of `tracks` this button plays. Default 0. */
  index?: number;
  /** Recorded with the play report, and used to tell "this album is playing" from "this track is playing". */
  context?: PlayContext | undefined;
  /** Accessible name; default "Play <title>" / "Pause <title>". */
  label?: string;
  className?: string;
  size?: "sm" | "md" | "lg";
}

/**
 * Plays `tracks[index]` (queueing `tracks`), or pauses/resumes it when it is already current.
 *
 * @example
 * <PlayButton tracks={album.tracks} index={2} context={{ type: "album", id: album.id }} />
 */
export function PlayButton({ tracks, index = 0, context, label, className, size = "md" }: PlayButtonProps) {
  const { state, current } = usePlayer();
  const track = tracks[index];
  const isCurrent = !!track && isCurrentTrack(current, track.id, context);
  const playing = isCurrent && state.isPlaying;
  const loading = playing && state.isLoading;
  const name = label ?? `${playing ? "Pause" : "Play"} ${titleOf(track)}`;
  const iconSize = size === "sm" ? 16 : size === "lg" ? 28 : 20;
  return (
    <button
      type="button"
      className={["player-play-button", `player-play-button--${size}`, className ?? ""]
        .filter(Boolean)
        .join(" ")}
      aria-label={name}
      disabled={!track}
      data-state={loading ? "loading" : playing ? "playing" : "paused"}
      // Intent loads the engine, so the click normally finds it and starts audio inside the click.
      onPointerEnter={prefetchEngine}
      onPointerDown={prefetchEngine}
      onFocus={prefetchEngine}
      onClick={() => (isCurrent ? togglePlay() : playTracks(tracks, index, context))}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : playing ? (
        <PauseIcon size={iconSize} />
      ) : (
        <PlayIcon size={iconSize} />
      )}
    </button>
  );
}
