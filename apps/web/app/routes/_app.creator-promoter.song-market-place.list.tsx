import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ListPagination } from "../components/catalogue/list-pagination";
import { songMarketLinks } from "../components/songs/market/links";
import { SongMarketTabs } from "../components/songs/market/market-tabs";
import { SongFiltersForm } from "../components/songs/market/song-filters-form";
import { SongGrid } from "../components/songs/market/song-grid";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadSongMarket, type SongMarketData } from "../lib/songs/market.server";
import { isSongFiltered, songSearch } from "../lib/songs/market-filters";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

export const meta: MetaFunction = () => pageTitle("Song Market");
export const links = songMarketLinks;

/** Spec §7 `song-market-place/list`: the songs for sale under the URL's filters. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSongMarket(context, request);
}

export default function SongMarketList() {
  const data = useLoaderData<typeof loader>() as SongMarketData;
  const { filters, page, refused } = data;
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead
        title="Song market"
        text="Bid on songs from Ngoma's songwriters: your bid is held on your wallet until a writer approves it."
      />
      <SongMarketTabs current="songs" />
      {/* Keyed by the URL's filters, so Clear and the back button reset the uncontrolled fields. */}
      <SongFiltersForm key={songSearch(filters)} filters={filters} genres={data.genres} moods={data.moods} />
      <LoadingRegion>
        {refused || !page ? (
          <p className="form-alert" role="alert">
            {refused}
          </p>
        ) : page.data.length > 0 ? (
          <div className="stack stack--wide">
            <p className="field__hint" aria-live="polite">
              Showing {page.from} to {page.to} of {page.total} songs
            </p>
            <SongGrid songs={page.data} />
            <ListPagination page={page} label="Song pages" />
          </div>
        ) : isSongFiltered(filters) ? (
          <EmptyState title="No songs match these filters">
            <p>
              Try other filters, or <Link to={SONG_MARKET_PAGES.list}>see every song</Link>.
            </p>
          </EmptyState>
        ) : (
          <EmptyState title="No songs for sale yet">
            <p>Songwriters' songs appear here once every writer has agreed to their split.</p>
          </EmptyState>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
