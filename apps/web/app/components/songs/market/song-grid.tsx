// The songs for sale as a grid of cards, like the beat market's (components/beats/beat-grid): title (the
// link to the song's page), the first lines of its lyrics, language, genre and mood, writers with their
// splits, the asking price and minimum bid in the viewer's currency, the open bids and the demo. A list of
// articles rather than a table, so a card reflows to one column at 360 px without scrolling.
import { Link } from "@remix-run/react";
import type { MarketSong } from "../../../lib/api/contract";
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { DemoButton } from "../demo-button";
import { Lyrics, SongFactList, SongTerms } from "./song-facts";

export function SongCard({ song }: { song: MarketSong }) {
  const titleId = `song-${song.id}-title`;
  return (
    <article className="card market-card song-card" aria-labelledby={titleId} data-song={song.id}>
      <h2 className="market-card__title" id={titleId}>
        <Link to={SONG_MARKET_PAGES.song(song.id)} prefetch="intent">
          {song.title}
        </Link>
      </h2>
      <div className="song-card__lyrics">
        <span className="visually-hidden">First lines of the lyrics: </span>
        <Lyrics lyrics={song.lyrics} truncated={song.lyrics_truncated} note={false} />
      </div>
      <SongFactList className="market-card__facts" song={song} />
      <SongTerms className="market-card__facts song-card__terms" song={song} />
      <DemoButton song={song} />
    </article>
  );
}

export function SongGrid({ songs }: { songs: readonly MarketSong[] }) {
  return (
    <ul className="list-plain market-grid" aria-label="Songs for sale">
      {songs.map((song) => (
        <li key={song.id}>
          <SongCard song={song} />
        </li>
      ))}
    </ul>
  );
}
