// The beat's facts on its page: producer, BPM, key, genre, mood, tags and the lowest price. They come
// from the list the buyer arrived from (the link's state): the api has no buyer-facing read of one beat
// yet, so a page opened directly shows only its licences.
import type { MarketBeat } from "../../lib/api/contract";
import { Money } from "../money/money";

export function BeatFacts({ beat }: { beat: MarketBeat }) {
  return (
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
      <div>
        <dt>From</dt>
        <dd>
          <Money cents={beat.lowest_price_cents} />
        </dd>
      </div>
    </dl>
  );
}

/** The list's beat from a link's state, when it is this beat's and looks like one. */
export function beatFromState(state: unknown, id: string): MarketBeat | null {
  const beat = (state as { beat?: Partial<MarketBeat> } | null)?.beat;
  if (!beat || beat.id !== id || typeof beat.title !== "string" || typeof beat.producer?.name !== "string") {
    return null;
  }
  return beat as MarketBeat;
}
