import { toggleLike, useLiked } from "../../lib/player/likes";
import type { PlayerTrack } from "../../lib/player/types";
import { useShell } from "../../lib/shell-context";
import { HeartIcon } from "./icons";

/** Like toggle of the current track: shown at once, set on the API, reverted with a toast if refused. */
export function LikeButton({ track }: { track: PlayerTrack }) {
  const liked = useLiked(track);
  const shell = useShell();
  return (
    <button
      type="button"
      className="player-icon-button player-like"
      aria-label="Like"
      aria-pressed={liked}
      data-active={liked || undefined}
      onClick={() =>
        void toggleLike(track).then((ok) => {
          if (!ok) shell.toast("error", "Could not update your like. Please try again.");
        })
      }
    >
      <HeartIcon filled={liked} />
    </button>
  );
}
