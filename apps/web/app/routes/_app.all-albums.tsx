import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GridListPage } from "../components/catalogue/grid-list-page";
import { AlbumCard } from "../components/catalogue/media-card";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("All albums");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/albums", { withAdverts: true });
}

export default function AllAlbums() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <GridListPage
      title="All albums"
      text="Every published album, newest first."
      list={list}
      adverts={adverts}
      emptyTitle="No albums yet"
      emptyText="Albums appear here as soon as they are published."
      renderItem={(item) => <AlbumCard key={item.id} album={item} />}
    />
  );
}

export const ErrorBoundary = PageError;
