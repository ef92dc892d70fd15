// The one base for every icon: a 24×24 stroke drawing in currentColor, so icons follow the theme.
// Decorative (aria-hidden, not focusable): the controls carry the accessible names. The drawings live in
// one sprite file (icons.svg), fetched once and cached with the other hashed assets, so the scripts only
// name them: inlined as JSX they cost every page ~1 KB of gzipped JavaScript.
import spriteHref from "./icons.svg?no-inline";

/** The ids of icons.svg's symbols (svg-icon.test.ts keeps the two in step). */
export const ICON_NAMES = [
  "success",
  "error",
  "warning",
  "info",
  "close",
  "home",
  "user",
  "bell",
  "sliders",
  "shield",
  "logout",
  "music",
  "wallet",
  "upgrade",
  "play",
  "pause",
  "previous",
  "next",
  "shuffle",
  "repeat",
  "volume",
  "volume-muted",
  "heart",
  "bookmark",
  "follow",
  "following",
  "equalizer",
  "queue",
  "minimize",
  "expand",
  "mix",
  "note",
  "disc",
  "library",
  "trend",
  "mic",
  "radio",
  "plus",
  "up",
  "down",
  "trash",
  "edit",
  "search",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * One icon of the sprite; `fill` fills the drawing's outline (a liked heart), parts drawn solid stay solid.
 *
 * @example <SvgIcon name="play" size={18} />
 */
export function SvgIcon({
  name,
  size = 20,
  fill = "none",
}: {
  name: IconName;
  size?: number;
  fill?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
