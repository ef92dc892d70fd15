// A beat's preview in the global player (spec §3's beat player: it plays on at once, and the player's own
// shuffle and repeat apply to a queue of previews). The play is counted for the producer's figures and
// the market's `popular` order by the market's own call, quietly: a failed count never bothers the buyer.
import { type PlayerTrack, playTracks, prefetchEngine } from "../../lib/player";
import { playerApi } from "../../lib/player/api";

/** What a preview needs of a beat: the market list's item and the beat page's facts both carry it. */
export interface PreviewBeat {
  id: string;
  title: string;
  producer: { id: string; name: string };
  cover_url: string | null;
  preview_url: string | null;
  duration_ms: number | null;
}

/** The preview as the player queues it: the beat's id, its title, its producer as the artist. */
export function previewTrack(beat: PreviewBeat): PlayerTrack {
  return {
    id: beat.id,
    title: beat.title,
    artist: { id: beat.producer.id, name: beat.producer.name },
    cover_art_url: beat.cover_url,
    stream_url: beat.preview_url,
    audio_file: { audio_url: beat.preview_url },
    duration_ms: beat.duration_ms,
    url: `/creator-promoter/beat-market-place/${encodeURIComponent(beat.id)}`,
  };
}

/** Plays `beats`' previews from `start`, counting the first one's play. */
export function playPreviews(beats: readonly PreviewBeat[], start = 0): void {
  const playable = beats.filter((b) => b.preview_url);
  const first = playable[start];
  if (!first) return;
  playTracks(playable.map(previewTrack), start);
  void playerApi()
    .request("POST /creator/beat-tracks/marketplace/play/{id}", { params: { id: first.id } })
    .catch(() => undefined);
}

export function PreviewButton({ beat, label = "Play preview" }: { beat: PreviewBeat; label?: string }) {
  if (!beat.preview_url) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onPointerEnter={prefetchEngine}
      onFocus={prefetchEngine}
      onClick={() => playPreviews([beat])}
    >
      ▶ {label}
      <span className="visually-hidden"> of {beat.title}</span>
    </button>
  );
}
