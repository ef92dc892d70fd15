// Display rules for catalogue data: durations, counts, artist names and the cover fallback of spec §2.

import type { Album, Playlist, Track } from "../api/contract";
import { artistOf, coverOf, formatTime } from "../player/display";

/**
 * Track length as m:ss (h:mm:ss from an hour up). Negative, fractional or missing values count as 0.
 * @example formatDuration(215_400) // → "3:35"
 */
export function formatDuration(ms: number | null | undefined): string {
  // The player's clock (formatTime), so a row and the player bar read the same length.
  return formatTime((ms ?? 0) / 1000);
}

/**
 * A collection's running time in words ("1 hr 5 min", "42 min"); under a minute still reads "1 min"
 * when anything is there, so a short playlist never looks empty.
 */
export function formatTotalDuration(ms: number | null | undefined): string {
  const minutes =
    Number.isFinite(ms) && (ms as number) > 0 ? Math.max(1, Math.round((ms as number) / 60_000)) : 0;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** Compact counts: 999, 1.2K, 3.4M (one decimal, dropped when it is 0). */
export function formatCount(value: number | null | undefined): string {
  const n = Number.isFinite(value) && (value as number) > 0 ? Math.floor(value as number) : 0;
  const compact = (v: number, unit: string) => `${(Math.floor(v * 10) / 10).toString()}${unit}`;
  if (n >= 1_000_000) return compact(n / 1_000_000, "M");
  if (n >= 1_000) return compact(n / 1_000, "K");
  return String(n);
}

/** "1 track" / "12 tracks". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * Spec §2: the artist's name, or 'Unknown Artist' for a blank one. The api always sends the artist; null
 * is accepted for the player's partial tracks.
 */
export function artistName(item: { artist: { name: string } | null }): string {
  return artistOf(item);
}

/**
 * Spec §2 cover order: the track's cover_art_url, then album_art, then image; null when none is set. The
 * player's rule (coverOf), so a page and the player bar always show the same cover.
 */
export function trackCover(track: Pick<Track, "cover_art_url" | "album_art" | "image">): string | null {
  return coverOf(track);
}

/** A collection's cover, or the first of its tracks that has one. */
export function collectionCover(
  item: Pick<Album | Playlist, "cover_art_url">,
  tracks: readonly Track[] = [],
): string | null {
  if (item.cover_art_url) return item.cover_art_url;
  for (const track of tracks) {
    const cover = trackCover(track);
    if (cover) return cover;
  }
  return null;
}
