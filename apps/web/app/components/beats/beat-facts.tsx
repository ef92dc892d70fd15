// The beat's facts on its page (from `check-availability`): cover, producer, BPM, key, genre, mood, tags,
// the description and the preview in the global player.
import type { ReactNode } from "react";
import type { BeatAvailability } from "../../lib/api/contract";
import { PreviewButton } from "./preview-button";

type Facts = BeatAvailability["beat"];

type ListedFacts = Pick<Facts, "bpm" | "key" | "genre" | "mood"> & { producer?: { name: string } };

/** A beat's facts as a definition list: the market card's and the beat page's (with the producer). */
export function FactList({
  beat,
  className,
  children,
}: {
  beat: ListedFacts;
  className: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {beat.producer ? (
        <div>
          <dt>Producer</dt>
          <dd>{beat.producer.name}</dd>
        </div>
      ) : null}
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
      {children}
    </dl>
  );
}

export function BeatFacts({ id, beat }: { id: string; beat: Facts }) {
  return (
    <div className="market-beat">
      {beat.cover_url ? (
        <img className="market-beat__cover" src={beat.cover_url} alt="" width={160} height={160} />
      ) : null}
      <div className="stack">
        <FactList className="market-facts" beat={beat}>
          {beat.tags.length > 0 ? (
            <div>
              <dt>Tags</dt>
              <dd>{beat.tags.join(", ")}</dd>
            </div>
          ) : null}
        </FactList>
        {beat.description ? <p>{beat.description}</p> : null}
        <p>
          <PreviewButton beat={{ id, ...beat }} />
        </p>
      </div>
    </div>
  );
}
