// The track as the listening API sends it (the API guide at /api/docs "Listening" → Track view), as far as the
// player reads it. Extra fields travel through the engine's queue untouched (and are persisted with it).
import type { Track } from "../api/contract";

/**
 * Where a play started; recorded with the play report (feeds "played" lists and the creator's play
 * sources). `search` (the search results) has no id: its `id` is "" and the report sends none.
 */
export interface PlayContext {
  type: "playlist" | "album" | "nonstop" | "artist" | "search";
  id: string;
}

/** The Track view's fields the player reads, by the contract's names; each may be missing or null. */
type WireFields = {
  [K in
    | "title"
    | "album"
    | "cover_art_url"
    | "album_art"
    | "image"
    | "stream_url"
    | "waveform_url"
    | "url"
    | "duration_ms"
    | "liked"]?: Track[K] | null;
};

/**
 * A playable track (the API's Track view). Only `id` is required so pages can pass partial views; the API's
 * `null`s are accepted as they come.
 *
 * @example
 * const track: PlayerTrack = { id: "trk_1", title: "Kuno", artist: { id: "art_1", name: "Sauti" },
 *   stream_url: "/api/v1/media/stream/trk_1?exp=…&sig=…", duration_ms: 184000 };
 */
export interface PlayerTrack extends WireFields {
  id: string;
  artist?: { id?: string; name?: string | null } | string | null;
  audio_file?: { audio_url?: string | null } | null;
  /** Seconds; set by the player from `duration_ms` so the total shows before the audio loads. */
  duration?: number;
  /** Set by `playTracks` when a context is given; read by the play reporter. */
  play_context?: PlayContext;
  /** A market preview, not a catalogue track: no play reports and no URL refresh (the market counts its own). */
  preview?: true;
  [extra: string]: unknown;
}
