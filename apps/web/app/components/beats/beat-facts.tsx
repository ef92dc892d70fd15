// The beat's facts on its page (from `check-availability`): cover, producer, BPM, key, genre, mood, tags,
// the description and the preview in the global player.
import type { BeatAvailability } from "../../lib/api/contract";
import { PreviewButton } from "./preview-button";

type Facts = BeatAvailability["beat"];

export function BeatFacts({ id, beat }: { id: string; beat: Facts }) {
  return (
    <div className="market-beat">
      {beat.cover_url ? (
        <img className="market-beat__cover" src={beat.cover_url} alt="" width={160} height={160} />
      ) : null}
      <div className="stack">
        <dl className="market-facts">
          <div>
            <dt>Producer</dt>
            <dd>{beat.producer.name}</dd>
          </div>
          <div>
            <dt>BPM</dt>
            <dd>{beat.bpm}</dd>
          </div>
          <div>
            <dt>Key</dt>
            <dd>{beat.key}</dd>
          </div>
          {beat.genre ? (
            <div>
              <dt>Genre</dt>
              <dd>{beat.genre.title}</dd>
            </div>
          ) : null}
          {beat.mood ? (
            <div>
              <dt>Mood</dt>
              <dd>{beat.mood.title}</dd>
            </div>
          ) : null}
          {beat.tags.length > 0 ? (
            <div>
              <dt>Tags</dt>
              <dd>{beat.tags.join(", ")}</dd>
            </div>
          ) : null}
        </dl>
        {beat.description ? <p>{beat.description}</p> : null}
        <p>
          <PreviewButton beat={{ id, ...beat }} />
        </p>
      </div>
    </div>
  );
}
