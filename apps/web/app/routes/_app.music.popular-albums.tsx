import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GridListPage } from "../components/catalogue/grid-list-page";
import { AlbumCard } from "../components/catalogue/media-card";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Popular albums");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/albums/trending", { withAdverts: true });
}

export default function PopularAlbums() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <GridListPage
      title="Popular albums"
      text="The albums listeners play most right now."
      list={list}
      adverts={adverts}
      emptyTitle="No popular albums yet"
      emptyText="Albums appear here once listeners play them."
      renderItem={(item) => <AlbumCard key={item.id} album={item} />}
    />
  );
}

export const ErrorBoundary = PageError;
