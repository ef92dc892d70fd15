import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NonstopPlayButton } from "../components/catalogue/collection-play";
import { GridListPage } from "../components/catalogue/grid-list-page";
import { NonstopCard } from "../components/catalogue/media-card";
import { ToggleButton } from "../components/catalogue/toggle-button";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Non-stop music");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/nonstops", { withAdverts: true });
}

export default function NonstopMusic() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <GridListPage
      title="Non-stop music"
      text="Endless streams by genre and mood: press play and let it run."
      list={list}
      adverts={adverts}
      emptyTitle="No streams yet"
      emptyText="Non-stop streams appear here once they are set up."
      renderItem={(item) => (
        <NonstopCard
          key={item.id}
          nonstop={item}
          action={
            <>
              <NonstopPlayButton nonstop={item} />
              <ToggleButton
                kind="nonstops"
                action="like"
                id={item.id}
                title={item.title}
                on={item.liked}
                count={item.like_count}
              />
            </>
          }
        />
      )}
    />
  );
}

export const ErrorBoundary = PageError;
