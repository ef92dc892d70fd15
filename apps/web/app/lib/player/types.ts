// The track as the listening API sends it (docs/api-contract.md "Listening" → Track view), as far as the
// player reads it. Extra fields travel through the engine's queue untouched (and are persisted with it).

/** Where a play started; recorded with the play report (feeds "played" lists). */
export interface PlayContext {
  type: "playlist" | "album" | "nonstop" | "artist";
  id: string;
}

/**
 * A playable track (the API's Track view). Only `id` is required so pages can pass partial views; the API's
 * `null`s are accepted as they come.
 *
 * @example
 * const track: PlayerTrack = { id: "trk_1", title: "Kuno", artist: { id: "art_1", name: "Sauti" },
 *   stream_url: "/api/v1/media/stream/trk_1?exp=…&sig=…", duration_ms: 184000 };
 */
export interface PlayerTrack {
  id: string;
  title?: string | null;
  artist?: { id?: string; name?: string | null } | string | null;
  album?: { id: string; title: string } | null;
  cover_art_url?: string | null;
  album_art?: string | null;
  image?: string | null;
  stream_url?: string | null;
  audio_file?: { audio_url?: string | null } | null;
  url?: string | null;
  duration_ms?: number | null;
  liked?: boolean;
  /** Seconds; set by the player from `duration_ms` so the total shows before the audio loads. */
  duration?: number;
  /** Set by `playTracks` when a context is given; read by the play reporter. */
  play_context?: PlayContext;
  [extra: string]: unknown;
}
