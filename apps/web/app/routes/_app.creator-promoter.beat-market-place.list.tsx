import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BeatGrid } from "../components/beats/beat-grid";
import { LicencesTable } from "../components/beats/licences-table";
import { MarketFiltersForm } from "../components/beats/market-filters-form";
import { marketLinks } from "../components/beats/market-links";
import { MarketTabs } from "../components/beats/market-tabs";
import { ListPagination } from "../components/catalogue/list-pagination";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { loadMarketList, type MarketListData } from "../lib/beats/market.server";
import { isFiltered, marketSearch } from "../lib/beats/market-filters";
import { MARKET_PAGES } from "../lib/beats/market-paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Beat Market");
export const links = marketLinks;

/** Spec §2 `beat-market-place/list`: the beats for sale under the URL's filters, or My licences. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadMarketList(context, request);
}

function Beats({ data }: { data: Extract<MarketListData, { view: "beats" }> }) {
  const { filters, page, refused } = data;
  return (
    <>
      {/* Keyed by the URL's filters, so Clear and the back button reset the uncontrolled fields. */}
      <MarketFiltersForm
        key={marketSearch(filters)}
        filters={filters}
        genres={data.genres}
        moods={data.moods}
      />
      <LoadingRegion>
        {refused || !page ? (
          <p className="form-alert" role="alert">
            {refused}
          </p>
        ) : page.data.length > 0 ? (
          <div className="stack stack--wide">
            <p className="field__hint" aria-live="polite">
              Showing {page.from} to {page.to} of {page.total} beats
            </p>
            <BeatGrid beats={page.data} />
            <ListPagination page={page} label="Beat pages" />
          </div>
        ) : isFiltered(filters) ? (
          <EmptyState title="No beats match these filters">
            <p>
              Try other filters, or <Link to={MARKET_PAGES.list}>see every beat</Link>.
            </p>
          </EmptyState>
        ) : (
          <EmptyState title="No beats for sale yet">
            <p>Producers' beats appear here once the team has approved them.</p>
          </EmptyState>
        )}
      </LoadingRegion>
    </>
  );
}

function Licences({ data }: { data: Extract<MarketListData, { view: "licences" }> }) {
  const { licences } = data;
  return (
    <LoadingRegion>
      {licences.data.length > 0 ? (
        <div className="stack stack--wide">
          <LicencesTable licences={licences.data} />
          <ListPagination page={licences} label="Licence pages" />
        </div>
      ) : (
        <EmptyState title="You have no licences yet">
          <p>
            The licences you buy appear here with their contracts.{" "}
            <Link to={MARKET_PAGES.list}>Browse beats</Link>
          </p>
        </EmptyState>
      )}
    </LoadingRegion>
  );
}

export default function BeatMarketList() {
  const data = useLoaderData<typeof loader>() as MarketListData;
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead title="Beat market" text="License beats from Ngoma's producers, paid from your wallet." />
      <MarketTabs view={data.view} />
      {data.view === "licences" ? <Licences data={data} /> : <Beats data={data} />}
    </div>
  );
}

export const ErrorBoundary = PageError;
