// A song's facts as the market shows them, on its card and on its page: language, genre, mood, writers
// with their splits, the terms in the viewer's currency (the asking price, or "Offers only" when it is 0,
// and the minimum bid), the open bids, and the first lines of its lyrics.
import type { MarketSong } from "../../../lib/api/contract";
import { openBidsText, writersLine } from "../../../lib/songs/market-words";
import { Money } from "../../money/money";

type Facts = Pick<MarketSong, "language" | "genre" | "mood" | "writers">;

/** Language, genre, mood and writers as a definition list (the beat market's `market-facts` look). */
export function SongFactList({ song, className }: { song: Facts; className: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Language</dt>
        <dd>{song.language}</dd>
      </div>
      {song.genre ? (
        <div>
          <dt>Genre</dt>
          <dd>{song.genre.title}</dd>
        </div>
      ) : null}
      {song.mood ? (
        <div>
          <dt>Mood</dt>
          <dd>{song.mood.title}</dd>
        </div>
      ) : null}
      <div>
        <dt>Writers</dt>
        <dd>{writersLine(song.writers)}</dd>
      </div>
    </dl>
  );
}

/** The asking price ("Offers only" at 0), the minimum bid and the open bids. */
export function SongTerms({
  song,
  className,
}: {
  song: Pick<MarketSong, "asking_price" | "min_bid" | "open_bids">;
  className: string;
}) {
  return (
    <dl className={className}>
      <div>
        <dt>Asking price</dt>
        <dd>{song.asking_price > 0 ? <Money cents={song.asking_price} /> : "Offers only"}</dd>
      </div>
      <div>
        <dt>Minimum bid</dt>
        <dd>
          <Money cents={song.min_bid} />
        </dd>
      </div>
      <div>
        <dt>Bids</dt>
        <dd>{openBidsText(song.open_bids)}</dd>
      </div>
    </dl>
  );
}

/**
 * Lyrics as written (line breaks kept). `truncated`: these are the first lines only; the rest is the
 * buyer's once the purchase completes.
 */
export function Lyrics({
  lyrics,
  truncated,
  className = "song-lyrics",
  note = true,
}: {
  lyrics: string;
  truncated: boolean;
  className?: string;
  /** Say under them that the rest comes with the purchase (a card leaves it to the song's page). */
  note?: boolean;
}) {
  return (
    <>
      <p className={className}>
        {lyrics}
        {truncated ? <span aria-hidden="true">{"\n…"}</span> : null}
      </p>
      {truncated && note ? (
        <p className="field__hint song-lyrics__more">
          The first lines only: the full lyrics are the buyer's once the purchase completes.
        </p>
      ) : null}
    </>
  );
}
