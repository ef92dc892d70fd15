import { useEffect, useId, useRef } from "react";
import { artistOf, titleOf } from "../../lib/player/display";
import type { PlayerTrack } from "../../lib/player/types";
import { updateUi } from "../../lib/player/ui-store";
import { CoverArt } from "./cover-art";
import { MinimizeIcon } from "./icons";
import { LikeButton } from "./like-button";
import { SeekBar } from "./seek-bar";
import { Transport } from "./transport";
import { VolumeControl } from "./volume-control";

/** The full player: large cover and the same controls; Escape or the button returns to the bar. */
export function FullPlayer({ track }: { track: PlayerTrack }) {
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") updateUi((u) => ({ ...u, display: "bar" }));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section className="player-full" aria-labelledby={headingId} data-testid="player-full">
      <button
        ref={close}
        type="button"
        className="player-icon-button player-full__close"
        aria-label="Exit full player"
        onClick={() => updateUi((u) => ({ ...u, display: "bar" }))}
      >
        <MinimizeIcon />
      </button>
      <CoverArt track={track} size={320} className="player-full__cover" />
      <div className="player-full__meta">
        <h2 id={headingId} className="player-full__title">
          {titleOf(track)}
        </h2>
        <p className="player-full__artist">{artistOf(track)}</p>
        <LikeButton track={track} />
      </div>
      <SeekBar className="player-full__seek" />
      <Transport large />
      <VolumeControl className="player-full__volume" />
    </section>
  );
}
