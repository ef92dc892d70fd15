import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TrackListPage } from "../components/catalogue/track-list-page";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My taste");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/music-tracks/my-taste", { withAdverts: true });
}

export default function MyTaste() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <TrackListPage
      title="My taste"
      text="Tracks that share artists, genres and moods with what you like and play."
      tracks={list}
      adverts={adverts}
      emptyTitle="No suggestions yet"
      emptyText="Like or play a few tracks and suggestions will follow."
    />
  );
}

export const ErrorBoundary = PageError;
