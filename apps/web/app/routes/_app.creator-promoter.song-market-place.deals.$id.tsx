import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DealView } from "../components/songs/market/deal-view";
import { songMarketLinks } from "../components/songs/market/links";
import { MarketActions } from "../components/songs/market/market-actions";
import { type SongMarketTab, SongMarketTabs } from "../components/songs/market/market-tabs";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import type { BidStatus } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { loadDeal, songMarketAction } from "../lib/songs/market.server";
import { SONG_MARKET_PAGES } from "../lib/songs/market-paths";

const DEAL_TABS: Partial<Record<BidStatus, { tab: SongMarketTab; to: string; name: string }>> = {
  pending: { tab: "bids", to: SONG_MARKET_PAGES.bids, name: "my bids" },
  approved: { tab: "approved", to: SONG_MARKET_PAGES.approved, name: "approved deals" },
  completed: { tab: "completed", to: SONG_MARKET_PAGES.completed, name: "completed deals" },
};

export const meta: MetaFunction = () => pageTitle("Song Deal");
export const links = songMarketLinks;

/** A deal's own page: the full lyrics once bought, the demo, the writers' shares and the contract. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDeal(context, request, params.id ?? "");
}

/** Confirm delivery of an approved deal (lib/songs/market.server). */
export function action({ request, context }: ActionFunctionArgs) {
  return songMarketAction(context, request);
}

export default function SongDealPage() {
  const { deal } = useLoaderData<typeof loader>();
  // The list this deal is in (its state's), so the sub-navigation says where it is; an ended bid has none.
  const tab = DEAL_TABS[deal.status] ?? null;
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead title={deal.song.title} text="Your deal for this song." />
      <SongMarketTabs current={tab?.tab ?? null} within />
      <p>
        <Link to={tab?.to ?? SONG_MARKET_PAGES.list}>Back to {tab?.name ?? "the song market"}</Link>
      </p>
      <LoadingRegion>
        <MarketActions action={SONG_MARKET_PAGES.deal(deal.id)}>
          <DealView deal={deal} />
        </MarketActions>
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
