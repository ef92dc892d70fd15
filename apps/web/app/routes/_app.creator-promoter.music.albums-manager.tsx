import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ListPagination } from "../components/catalogue/list-pagination";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { NewAlbumButton } from "../components/studio/album-create";
import { AlbumFiltersForm } from "../components/studio/album-filters";
import { AlbumTable } from "../components/studio/album-table";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import type { CreatorAlbumPage, CreatorLookups } from "../lib/api/contract";
import { useStickyLoaderData } from "../lib/catalogue/use-sticky-loader-data";
import { pageTitle } from "../lib/meta";
import { apiGet, apiGetOptional } from "../lib/signed-in-calls.server";
import { type AlbumFilters, albumListQuery, isFiltered, readAlbumFilters } from "../lib/studio/album-filters";
import { albumsManagerAction } from "../lib/studio/albums.server";
import { STUDIO_PAGES } from "../lib/studio/paths";

export const meta: MetaFunction = () => pageTitle("Albums Manager");
/** Spec §2: Albums is kept alive, so its filters, page and scroll survive a visit to an album. */
export const handle: KeepAliveHandle = { keepAlive: true };

/** One page of the creator's albums, filtered by the URL (status, publication, title). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readAlbumFilters(new URL(request.url).searchParams);
  const [page, lookups] = await Promise.all([
    apiGet(context, request, "GET /creator/music-albums/list", { query: albumListQuery(filters) }),
    apiGetOptional(context, request, "GET /creator/music-lookups"),
  ]);
  return { page, filters, genres: lookups?.genres ?? [] };
}

export function action({ request, context }: ActionFunctionArgs) {
  return albumsManagerAction(context, request);
}

const ACTION = STUDIO_PAGES.albumsManager;

export default function AlbumsManager() {
  const { page, filters, genres } = useStickyLoaderData<{
    page: CreatorAlbumPage;
    filters: AlbumFilters;
    genres: CreatorLookups["genres"];
  }>();
  const filtered = isFiltered(filters);
  return (
    <div className="stack stack--wide studio-page">
      <PageHead title="Albums manager" text="Create albums, order their tracks, and publish them when ready.">
        <NewAlbumButton action={ACTION} genres={genres} />
      </PageHead>
      {page.total > 0 || filtered ? (
        <AlbumFiltersForm key={JSON.stringify(filters)} filters={filters} />
      ) : null}
      <LoadingRegion>
        {page.data.length > 0 ? (
          <>
            <AlbumTable albums={page.data} action={ACTION} />
            <ListPagination page={page} label="Album pages" />
          </>
        ) : filtered ? (
          <EmptyState title="No albums match">
            <p>
              Try other filters, or <Link to=".">show every album</Link>.
            </p>
          </EmptyState>
        ) : (
          <EmptyState title="No albums yet">
            <p>
              An album gathers your uploaded tracks in order.{" "}
              <Link to={STUDIO_PAGES.musicManager}>Upload tracks</Link> first, or create the album now and add
              them later.
            </p>
            <NewAlbumButton action={ACTION} genres={genres} label="Create your first album" />
          </EmptyState>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
