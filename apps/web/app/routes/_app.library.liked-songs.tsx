import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PlayAllButton } from "../components/catalogue/collection-play";
import { ListPagination } from "../components/catalogue/list-pagination";
import { TrackTable } from "../components/catalogue/track-table";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { plural } from "../lib/catalogue/format";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Liked songs");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/music-tracks/liked");
}

export default function LikedSongs() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHead title="Liked songs" text={plural(list.total, "track")}>
        <PlayAllButton tracks={list.data} label="Play liked songs" />
      </PageHead>
      <LoadingRegion>
        {list.data.length ? (
          <TrackTable tracks={list.data} caption="Liked songs" firstNumber={list.from ?? 1} />
        ) : (
          <EmptyState title="No liked songs yet">
            Tap the heart on any track to keep it here. <Link to="/all-music">Browse all music</Link>.
          </EmptyState>
        )}
      </LoadingRegion>
      <ListPagination page={list} label="Liked songs pages" />
    </>
  );
}

export const ErrorBoundary = PageError;
