import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { TrackListPage } from "../components/catalogue/track-list-page";
import { PageError } from "../components/widgets/states";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("All music");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/global/music-tracks", {
    allowed: ["sort", "genre", "mood"],
    withAdverts: true,
  });
}

function SortControl() {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const sort = params.get("sort") === "popular" ? "popular" : "new";
  return (
    <Form method="get" className="cat-sort" onChange={(event) => submit(event.currentTarget)}>
      <label htmlFor="all-music-sort">Sort by</label>
      <select id="all-music-sort" name="sort" defaultValue={sort}>
        <option value="new">Newest</option>
        <option value="popular">Most played</option>
      </select>
      <noscript>
        <button type="submit" className="button button--ghost">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

export default function AllMusic() {
  const { list, adverts } = useLoaderData<typeof loader>();
  return (
    <TrackListPage
      title="All music"
      text="Every published track on Ngoma."
      tracks={list}
      adverts={adverts}
      emptyTitle="No music here yet"
      emptyText="New releases appear here as soon as they are published."
      controls={<SortControl />}
    />
  );
}

export const ErrorBoundary = PageError;
