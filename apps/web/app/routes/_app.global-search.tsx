import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SearchBox } from "../components/catalogue/search-box";
import { GroupSections, hasAnyGroup } from "../components/catalogue/summary-sections";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { isSearchable, MIN_SEARCH_LENGTH } from "../lib/catalogue/query";
import { pageTitle } from "../lib/meta";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction = () => pageTitle("Search");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!isSearchable(q)) return { q, results: null };
  const results = await apiGet(context, request, "GET /user/global/search", { query: { q, limit: 10 } });
  return { q, results };
}

export default function GlobalSearch() {
  const { q, results } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide">
      <PageHead title="Search" text="Find tracks, albums, artists and playlists." />
      <SearchBox />
      <LoadingRegion>
        <div aria-live="polite">
          {results === null ? (
            <EmptyState title={q ? "Keep typing" : "What do you want to hear?"}>
              {q
                ? `Type at least ${MIN_SEARCH_LENGTH} characters to search.`
                : "Search by title, artist, album or playlist name."}
            </EmptyState>
          ) : hasAnyGroup(results) ? (
            <>
              <p className="visually-hidden">Results for “{q}”</p>
              <GroupSections groups={results} context={{ type: "search", id: "" }} />
            </>
          ) : (
            <EmptyState title={`No results for “${q}”`}>Check the spelling or try a shorter word.</EmptyState>
          )}
        </div>
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
