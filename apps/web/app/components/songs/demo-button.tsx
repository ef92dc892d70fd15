// A song's demo in the global player, the way the beat market plays a preview (components/beats/
// preview-button): queued as a market preview, so the player reports no catalogue play and refreshes no
// URL for it. The song market counts its own views on the song's page; a demo's play is not counted.
import type { MarketSong } from "../../lib/api/contract";
import { type PlayerTrack, playTracks, prefetchEngine } from "../../lib/player";
import { SONG_MARKET_PAGES } from "../../lib/songs/market-paths";

/**
 * What a demo needs of a song: the market's song, a deal and the writer's own song all carry it (the
 * writers, when known, are shown as the artist).
 */
export interface DemoSong {
  id: string;
  title: string;
  writers?: readonly { user_id: string; name: string }[];
  demo: MarketSong["demo"];
}

/** The demo's signed stream, when it can be played (the api signs one only for a demo that is ready). */
export function demoUrl(song: DemoSong): string | null {
  return song.demo?.stream_url ?? null;
}

/** The demo as the player queues it: the song's id and title, its first writer as the artist. */
export function demoTrack(song: DemoSong): PlayerTrack {
  const url = demoUrl(song);
  const writer = song.writers?.[0];
  return {
    id: song.id,
    title: song.title,
    artist: writer ? { id: writer.user_id, name: (song.writers ?? []).map((w) => w.name).join(", ") } : null,
    cover_art_url: null,
    stream_url: url,
    audio_file: { audio_url: url },
    duration_ms: song.demo?.duration_ms ?? null,
    url: SONG_MARKET_PAGES.song(song.id),
    preview: true,
  };
}

export function DemoButton({ song, label = "Play demo" }: { song: DemoSong; label?: string }) {
  if (!demoUrl(song)) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onPointerEnter={prefetchEngine}
      onFocus={prefetchEngine}
      onClick={() => playTracks([demoTrack(song)], 0)}
    >
      ▶ {label}
      <span className="visually-hidden"> of {song.title}</span>
    </button>
  );
}
