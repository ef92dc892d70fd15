import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ListPagination } from "../components/catalogue/list-pagination";
import { ApprovedDealsTable } from "../components/songs/market/deals-tables";
import { songMarketLinks } from "../components/songs/market/links";
import { MarketActions } from "../components/songs/market/market-actions";
import { SongMarketTabs } from "../components/songs/market/market-tabs";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadMyDeals, songMarketAction } from "../lib/songs/market.server";
import { COMPLETION_DAYS } from "../lib/songs/market-bid";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

export const meta: MetaFunction = () => pageTitle("Approved Song Deals");
export const links = songMarketLinks;

/** Spec §7 `song-market-place/approved-deals`: the buyer's deals a writer approved, to complete. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyDeals(context, request, "approved");
}

/** Confirm delivery (lib/songs/market.server). */
export function action({ request, context }: ActionFunctionArgs) {
  return songMarketAction(context, request);
}

export default function ApprovedSongDeals() {
  const { deals } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead
        title="Song market"
        text={`Deals a writer approved. Confirm delivery to pay the writers; otherwise a deal completes by itself ${COMPLETION_DAYS} days after its approval.`}
      />
      <SongMarketTabs current="approved" />
      {/* Around the empty state too: the answer that empties the list is toasted by it. */}
      <MarketActions action={SONG_MARKET_PAGES.approved}>
        <LoadingRegion>
          {deals.data.length > 0 ? (
            <div className="stack stack--wide">
              <ApprovedDealsTable deals={deals.data} />
              <ListPagination page={deals} label="Deal pages" />
            </div>
          ) : (
            <EmptyState title="No approved deals">
              <p>
                When a writer approves one of your bids, the deal waits here for you to confirm delivery.{" "}
                <Link to={SONG_MARKET_PAGES.bids}>See my bids</Link>
              </p>
            </EmptyState>
          )}
        </LoadingRegion>
      </MarketActions>
    </div>
  );
}

export const ErrorBoundary = PageError;
