import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DemoButton, demoUrl } from "../components/songs/demo-button";
import { BidForm } from "../components/songs/market/bid-form";
import { songMarketLinks } from "../components/songs/market/links";
import { MarketActions } from "../components/songs/market/market-actions";
import { MyBid } from "../components/songs/market/my-bid";
import { Lyrics, SongFactList, SongTerms } from "../components/songs/market/song-facts";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadMarketSong, songMarketAction } from "../lib/songs/market.server";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

export const meta: MetaFunction = () => pageTitle("Song");
export const links = songMarketLinks;

/** Spec §7 `song-market-place/{id}`: the song, the buyer's own bid, and whether they may bid. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMarketSong(context, request, params.id ?? "");
}

/** Bid, change or withdraw a bid, confirm delivery (lib/songs/market.server). */
export function action({ request, context }: ActionFunctionArgs) {
  return songMarketAction(context, request);
}

export default function SongMarketSong() {
  const { song } = useLoaderData<typeof loader>();
  const bid = song.my_bid;
  const openBid = bid?.status === "pending" || bid?.status === "approved";
  return (
    <div className="stack stack--wide studio-page market-page">
      <p>
        <Link to={SONG_MARKET_PAGES.list}>Back to the song market</Link>
      </p>
      <PageHead title={song.title} text={`Written by ${song.writers.map((w) => w.name).join(", ")}`} />
      <div className="song-page">
        <div className="stack">
          <SongFactList className="market-facts" song={song} />
          <SongTerms className="market-facts" song={song} />
          {song.description ? <p>{song.description}</p> : null}
          {demoUrl(song) ? (
            <p>
              <DemoButton song={song} />
            </p>
          ) : null}
          <section aria-labelledby="song-lyrics-title">
            <h2 id="song-lyrics-title">Lyrics</h2>
            <Lyrics lyrics={song.lyrics} truncated={song.lyrics_truncated} />
          </section>
        </div>
        <LoadingRegion>
          <MarketActions action={SONG_MARKET_PAGES.song(song.id)}>
            <div className="stack">
              {bid ? <MyBid song={song} bid={bid} /> : null}
              {song.can_bid ? (
                <BidForm song={song} />
              ) : song.reason && !openBid ? (
                <p className="card card--notice">{song.reason}</p>
              ) : null}
            </div>
          </MarketActions>
        </LoadingRegion>
      </div>
    </div>
  );
}

export const ErrorBoundary = PageError;
