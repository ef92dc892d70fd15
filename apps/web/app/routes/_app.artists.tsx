import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GridListPage } from "../components/catalogue/grid-list-page";
import { ArtistCard } from "../components/catalogue/media-card";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Artists");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/artists", { withAdverts: true });
}

export default function Artists() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <GridListPage
      title="Artists"
      text="The artists making music on Ngoma."
      list={list}
      adverts={adverts}
      emptyTitle="No artists yet"
      emptyText="Artists appear here once they publish music."
      renderItem={(item) => <ArtistCard key={item.id} artist={item} />}
    />
  );
}

export const ErrorBoundary = PageError;
