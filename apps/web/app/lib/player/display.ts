// Pure display rules of the player bar (spec §2): cover fallback, artist wording, time formatting.
import type { PlayerTrack } from "./types";

export const UNKNOWN_ARTIST = "Unknown Artist";

/**
 * Any view carrying these fields (a player track, a catalogue track or album): the catalogue's display rules
 * call these too, so a page and the player bar show the same cover and artist.
 */
type ViewWith<K extends keyof PlayerTrack> = Pick<PlayerTrack, K> & Record<string, unknown>;

/** Spec §2: cover_art_url, then album_art, then image; null when none (the UI shows a placeholder). */
export function coverOf(
  track: ViewWith<"cover_art_url" | "album_art" | "image"> | null | undefined,
): string | null {
  if (!track) return null;
  return track.cover_art_url || track.album_art || track.image || null;
}

/** Spec §2: the artist's name, or a plain string artist; 'Unknown Artist' otherwise. */
export function artistOf(track: ViewWith<"artist"> | null | undefined): string {
  const artist = track?.artist;
  const name = typeof artist === "string" ? artist : artist?.name;
  return name?.trim() || UNKNOWN_ARTIST;
}

export function titleOf(track: PlayerTrack | null | undefined): string {
  return track?.title?.trim() || "Untitled";
}

/** m:ss, or h:mm:ss from an hour; unknown or negative values read 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Spoken form for aria-valuetext: "1 minute 5 seconds". */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts = [];
  if (m) parts.push(`${m} minute${m === 1 ? "" : "s"}`);
  parts.push(`${s} second${s === 1 ? "" : "s"}`);
  return parts.join(" ");
}

/**
 * Spec §5 seek: the click position across the bar's width as a time, or null when the seek must be ignored
 * (unknown duration, zero-width bar, non-numeric input). Positions outside the bar clamp to 0…duration.
 */
export function seekTimeFromClick(
  clientX: number,
  left: number,
  width: number,
  duration: number,
): number | null {
  if (![clientX, left, width, duration].every(Number.isFinite) || width <= 0 || duration <= 0) return null;
  const fraction = Math.min(1, Math.max(0, (clientX - left) / width));
  return fraction * duration;
}
