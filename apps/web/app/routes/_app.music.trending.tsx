import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TrackListPage } from "../components/catalogue/track-list-page";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Trending tracks");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/music-tracks/trending", { withAdverts: true });
}

export default function Trending() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <TrackListPage
      title="Trending tracks"
      text="The most played tracks of the last 7 days."
      tracks={list}
      adverts={adverts}
      emptyTitle="Nothing is trending yet"
      emptyText="Tracks appear here once listeners play them."
    />
  );
}

export const ErrorBoundary = PageError;
