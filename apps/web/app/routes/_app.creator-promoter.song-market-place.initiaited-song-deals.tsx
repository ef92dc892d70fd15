import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ListPagination } from "../components/catalogue/list-pagination";
import { PendingBidsTable } from "../components/songs/market/deals-tables";
import { songMarketLinks } from "../components/songs/market/links";
import { MarketActions } from "../components/songs/market/market-actions";
import { SongMarketTabs } from "../components/songs/market/market-tabs";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadMyDeals, songMarketAction } from "../lib/songs/market.server";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

export const meta: MetaFunction = () => pageTitle("My Song Bids");
export const links = songMarketLinks;

/** Spec §7 `song-market-place/initiaited-song-deals`: the buyer's pending bids. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyDeals(context, request, "pending");
}

/** Change or withdraw a bid (lib/songs/market.server). */
export function action({ request, context }: ActionFunctionArgs) {
  return songMarketAction(context, request);
}

export default function InitiatedSongDeals() {
  const { deals } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead
        title="Song market"
        text="Your pending bids: each is held on your wallet until a writer answers, for 30 days at most."
      />
      <SongMarketTabs current="bids" />
      {/* Around the empty state too: the answer that empties the list is toasted by it. */}
      <MarketActions action={SONG_MARKET_PAGES.bids}>
        <LoadingRegion>
          {deals.data.length > 0 ? (
            <div className="stack stack--wide">
              <PendingBidsTable bids={deals.data} />
              <ListPagination page={deals} label="Bid pages" />
            </div>
          ) : (
            <EmptyState title="You have no pending bids">
              <p>
                The bids you place wait here for a writer's answer.{" "}
                <Link to={SONG_MARKET_PAGES.list}>Browse songs</Link>
              </p>
            </EmptyState>
          )}
        </LoadingRegion>
      </MarketActions>
    </div>
  );
}

export const ErrorBoundary = PageError;
