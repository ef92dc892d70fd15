// Stream URLs are signed and short-lived (6 h, the API guide (/api/docs)); a queue restored from storage after
// a long pause holds expired ones, which the media server answers 403. The engine asks `resolveSrc` for a
// URL right before loading a deck, so fresh URLs fetched ahead of time are kept here and win.
import type { PlayerTrack } from "./types";

/** Refresh when less than this is left, so a URL does not expire mid-track. */
export const STREAM_URL_MARGIN_MS = 30 * 60 * 1000;

const fresh = new Map<string, string>();

/** The `exp` (unix seconds) of a signed stream URL, or null when it carries none (unsigned, local files). */
export function streamUrlExpiry(url: string | null | undefined): number | null {
  if (!url) return null;
  const match = /[?&]exp=(\d{1,12})(?:&|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

/** Whether the URL is signed and expires within the margin. */
export function needsFreshUrl(url: string | null | undefined, nowMs: number): boolean {
  const exp = streamUrlExpiry(url);
  return exp !== null && exp * 1000 - nowMs < STREAM_URL_MARGIN_MS;
}

/**
 * The URL to play: a refreshed one, else `audio_file.audio_url`, else `stream_url`. Not `url`: the API uses
 * it for the track's page path, which is no audio.
 */
export function sourceOf(track: PlayerTrack): string | undefined {
  return fresh.get(track.id) ?? (track.audio_file?.audio_url || track.stream_url || undefined);
}

export function rememberFreshUrl(trackId: string, url: string): void {
  fresh.set(trackId, url);
}

/** For tests. */
export function forgetFreshUrls(): void {
  fresh.clear();
}
