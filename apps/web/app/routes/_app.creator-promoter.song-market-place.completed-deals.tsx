import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ListPagination } from "../components/catalogue/list-pagination";
import { CompletedDealsTable } from "../components/songs/market/deals-tables";
import { songMarketLinks } from "../components/songs/market/links";
import { SongMarketTabs } from "../components/songs/market/market-tabs";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadMyDeals } from "../lib/songs/market.server";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

export const meta: MetaFunction = () => pageTitle("Completed Song Deals");
export const links = songMarketLinks;

/** Spec §7 `song-market-place/completed-deals`: the songs the buyer bought, with lyrics and contracts. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyDeals(context, request, "completed");
}

export default function CompletedSongDeals() {
  const { deals } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead title="Song market" text="The songs you bought: their full lyrics, demos and contracts." />
      <SongMarketTabs current="completed" />
      <LoadingRegion>
        {deals.data.length > 0 ? (
          <div className="stack stack--wide">
            <CompletedDealsTable deals={deals.data} />
            <ListPagination page={deals} label="Deal pages" />
          </div>
        ) : (
          <EmptyState title="No completed deals yet">
            <p>
              The songs you buy appear here with their full lyrics and contracts.{" "}
              <Link to={SONG_MARKET_PAGES.list}>Browse songs</Link>
            </p>
          </EmptyState>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
