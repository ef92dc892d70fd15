import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BidsTable } from "../components/songs/writer/bids-table";
import { writerLinks } from "../components/songs/writer/links";
import { RequestTabs } from "../components/songs/writer/request-tabs";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { loadBuyRequests } from "../lib/songs/writer-deals.server";
import { BID_TEXT } from "../lib/songs/writer-messages";
import type { RequestsData } from "../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../lib/songs/writer-paths";
import { requestsSearch } from "../lib/songs/writer-query";

export const meta: MetaFunction = () => pageTitle("Buy Requests");
export const links = writerLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBuyRequests(context, request);
}

export default function BuyRequests() {
  const { page, filters } = useLoaderData<typeof loader>() as RequestsData;
  const state = filters.status ? BID_TEXT[filters.status].toLowerCase() : null;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Buy requests"
        text="Bids on the songs you write. Approve one to strike a deal; the others are declined."
      >
        <Link to={SONGS_PAGES.manager} className="button button--ghost">
          Songs manager
        </Link>
      </PageHead>
      <RequestTabs status={filters.status} />
      <LoadingRegion>
        {page.total === 0 ? (
          <EmptyState title={state ? `No ${state} bids` : "No bids yet"}>
            <p>
              {state ? (
                <Link to={SONGS_PAGES.requests}>Show every bid</Link>
              ) : (
                "Bids arrive once a song is on the market: offered for sale, approved, and accepted by every writer."
              )}
            </p>
          </EmptyState>
        ) : (
          <div className="stack stack--wide">
            <BidsTable bids={page.data} caption={state ? `Bids: ${state}` : "Bids on your songs"} />
            <PaginationBar
              meta={page}
              label="Bid pages"
              getPageHref={(p) => requestsSearch(filters.status, p)}
              LinkComponent={PageLink}
            />
          </div>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
