// A song's demo in the global player, like a beat's preview: queued alone as a preview (no play report;
// the market counts its own), its writer shown as the artist.
import type { WrittenSong } from "../../../lib/api/contract";
import { type PlayerTrack, playTracks, prefetchEngine } from "../../../lib/player";

type DemoSong = Pick<WrittenSong, "id" | "title" | "demo"> & { owner?: { id: string; name: string } };

export function demoTrack(song: DemoSong): PlayerTrack {
  return {
    id: song.demo?.track_id ?? song.id,
    title: song.title,
    artist: song.owner ? { id: song.owner.id, name: song.owner.name } : "Demo",
    cover_art_url: null,
    stream_url: song.demo?.stream_url ?? null,
    audio_file: { audio_url: song.demo?.stream_url ?? null },
    duration_ms: song.demo?.duration_ms ?? null,
    preview: true,
  };
}

export function DemoButton({ song, label = "Play demo" }: { song: DemoSong; label?: string }) {
  if (!song.demo?.stream_url) return null;
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
