import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CoverImage, listLoading } from "../components/catalogue/cover-image";
import { ListPagination } from "../components/catalogue/list-pagination";
import { PlaylistForm } from "../components/catalogue/playlist-form";
import { PlaylistManage } from "../components/catalogue/playlist-manage";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { formatTotalDuration, plural } from "../lib/catalogue/format";
import { loadListPage } from "../lib/catalogue/list-page.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Manage playlists");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadListPage(context, request, "GET /user/library/playlists");
}

export default function ManagePlaylists() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHead
        title="Your playlists"
        text="Create playlists, rename them, and open one to arrange its tracks."
      />
      <Section title="New playlist">
        <div className="card">
          <PlaylistForm intent="create" submitLabel="Create playlist" />
        </div>
      </Section>
      <LoadingRegion>
        {list.data.length ? (
          <ul className="list-plain cat-playlists" aria-label="Your playlists">
            {list.data.map((playlist, index) => (
              <li key={playlist.id} className="cat-playlist-row">
                <CoverImage src={playlist.cover_art_url} size="sm" loading={listLoading(index)} />
                <div className="cat-title-cell__text">
                  <Link
                    to={`/library/playlist-details?id=${encodeURIComponent(playlist.id)}`}
                    className="cat-strong-link"
                  >
                    {playlist.title}
                  </Link>
                  <span className="ngw-muted">
                    {plural(playlist.track_count, "track")} · {formatTotalDuration(playlist.duration_ms)} ·{" "}
                    {playlist.visibility}
                  </span>
                </div>
                <PlaylistManage playlist={playlist} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No playlists yet">
            Create your first playlist above, then add tracks from any list.
          </EmptyState>
        )}
      </LoadingRegion>
      <ListPagination page={list} label="Playlist pages" />
    </>
  );
}

export const ErrorBoundary = PageError;
