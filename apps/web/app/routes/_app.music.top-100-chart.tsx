import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdvertSlot } from "../components/catalogue/advert-slot";
import { ListPagination } from "../components/catalogue/list-pagination";
import { TrackTable } from "../components/catalogue/track-table";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import type { RankedTrack } from "../lib/api/contract";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Top 100 chart");

export function loader({ request, context }: LoaderFunctionArgs) {
  // The chart comes whole (100 rows at most); loadListPage pages it 20 at a time.
  return loadListPage(context, request, "GET /user/global/top_100_list", {
    withAdverts: true,
    perPage: 20,
    whole: true,
  });
}

const rankOf = (track: RankedTrack) => track.rank;

export default function Top100() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide">
      <PageHead title="Top 100 chart" text="The most played tracks of the last 30 days." />
      <AdvertSlot adverts={adverts} />
      <LoadingRegion>
        {list.data.length ? (
          <TrackTable tracks={list.data} caption="Top 100 chart" rankOf={rankOf} />
        ) : (
          <EmptyState title="The chart is empty">The chart fills up as listeners play tracks.</EmptyState>
        )}
      </LoadingRegion>
      <ListPagination page={list} label="Chart pages" />
    </div>
  );
}

export const ErrorBoundary = PageError;
