// A beat's preview in the global player, as spec §3's beat player settings say (autoPlay on through the
// page's previews by default, shuffle, repeat: lib/beats/beat-player). The play is counted for the
// producer's figures and the market's `popular` order by the market's own call, quietly: a failed count
// never bothers the buyer.
import { BEAT_PLAYER_DEFAULTS, type BeatPlayerSettings, previewQueue } from "../../lib/beats/beat-player";
import { type PlayerTrack, playTracks, prefetchEngine } from "../../lib/player";
import { playerApi } from "../../lib/player/api";
import { withEngine } from "../../lib/player/facade";

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
    preview: true,
  };
}

/** Plays the preview of `beats[start]` (and, with autoPlay, the page's others after it); counts its play. */
export function playPreviews(
  beats: readonly PreviewBeat[],
  start = 0,
  settings: BeatPlayerSettings = BEAT_PLAYER_DEFAULTS,
): void {
  const playable = beats.filter((b) => b.preview_url);
  const queue = previewQueue(playable, Math.max(0, playable.indexOf(beats[start] as PreviewBeat)), settings);
  const first = queue[0];
  if (!first) return;
  playTracks(queue.map(previewTrack), 0);
  withEngine((engine) => {
    engine.setRepeat(settings.repeat ? "all" : "none");
    if (engine.getState().shuffle !== settings.shuffle) engine.toggleShuffle();
  });
  void playerApi()
    .request("POST /creator/beat-tracks/marketplace/play/{id}", { params: { id: first.id } })
    .catch(() => undefined);
}

export function PreviewButton({
  beat,
  label = "Play preview",
  onPlay = () => playPreviews([beat]),
}: {
  beat: PreviewBeat;
  label?: string;
  /** What pressing it plays: the beat alone unless the page queues its others (autoPlay). */
  onPlay?: () => void;
}) {
  if (!beat.preview_url) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onPointerEnter={prefetchEngine}
      onFocus={prefetchEngine}
      onClick={onPlay}
    >
      ▶ {label}
      <span className="visually-hidden"> of {beat.title}</span>
    </button>
  );
}
