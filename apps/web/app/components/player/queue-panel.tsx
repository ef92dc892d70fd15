import { artistOf, titleOf } from "../../lib/player/display";
import type { PlayerTrack } from "../../lib/player/types";
import { usePlayer } from "../../lib/player/use-player";
import { CoverArt } from "./cover-art";
import { CloseIcon } from "./icons";
import { PlayerPanel } from "./player-panel";

/** 'Play Queue' (spec §2): 'Now Playing', 'Up Next'; a click plays an item, × removes it. */
export function QueuePanel({ onClose }: { onClose: () => void }) {
  const { state, current, engine } = usePlayer();
  const upNext = state.queue
    .map((track, index) => ({ track: track as PlayerTrack, index }))
    .filter(({ index }) => index > state.currentIndex);
  return (
    <PlayerPanel variant="queue" title="Play Queue" closeLabel="Close queue" onClose={onClose}>
      <h3 className="player-queue__heading">Now Playing</h3>
      {current ? (
        <ul className="player-queue">
          <QueueItem
            track={current}
            current
            onPlay={() => (state.isPlaying ? undefined : engine.play())}
            onRemove={() => engine.remove(state.currentIndex)}
          />
        </ul>
      ) : (
        <p className="player-queue__empty">Nothing is playing.</p>
      )}
      <h3 className="player-queue__heading">Up Next</h3>
      {upNext.length ? (
        <ol className="player-queue" data-testid="player-up-next">
          {upNext.map(({ track, index }) => (
            <QueueItem
              key={`${track.id}-${index}`}
              track={track}
              onPlay={() => engine.jumpTo(index)}
              onRemove={() => engine.remove(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="player-queue__empty">Nothing up next.</p>
      )}
    </PlayerPanel>
  );
}

function QueueItem({
  track,
  current = false,
  onPlay,
  onRemove,
}: {
  track: PlayerTrack;
  current?: boolean;
  onPlay: () => void;
  onRemove: () => void;
}) {
  const title = titleOf(track);
  return (
    <li className="player-queue__item" aria-current={current || undefined}>
      <button type="button" className="player-queue__play" onClick={onPlay}>
        <CoverArt track={track} size={36} />
        <span className="player-queue__text">
          <span className="visually-hidden">Play </span>
          <span className="player-queue__title">{title}</span>
          <span className="player-queue__artist">{artistOf(track)}</span>
        </span>
      </button>
      <button
        type="button"
        className="player-icon-button"
        aria-label={`Remove ${title} from the queue`}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
