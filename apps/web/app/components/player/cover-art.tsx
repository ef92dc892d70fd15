import { useState } from "react";
import { coverSources } from "../../lib/catalogue/cover-sources";
import { coverOf } from "../../lib/player/display";
import type { PlayerTrack } from "../../lib/player/types";
import { NoteIcon } from "./icons";

/**
 * The track's cover (cover_art_url → album_art → image); a placeholder when there is none, or once the
 * image fails to load (replaced once, never retried in a loop).
 */
export function CoverArt({
  track,
  className,
  size = 48,
}: {
  track: PlayerTrack | null;
  className?: string;
  size?: number;
}) {
  const src = coverOf(track);
  const [broken, setBroken] = useState<string | null>(null);
  const classes = ["player-cover", className ?? ""].filter(Boolean).join(" ");
  if (!src || broken === src) {
    return (
      <span className={`${classes} player-cover--placeholder`} aria-hidden="true">
        <NoteIcon size={Math.round(size / 2)} />
      </span>
    );
  }
  return (
    <img
      className={classes}
      {...coverSources(src, `${size}px`)}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setBroken(src)}
    />
  );
}
