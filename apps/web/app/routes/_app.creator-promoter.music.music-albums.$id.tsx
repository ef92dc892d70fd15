import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useLoaderData, useNavigate } from "@remix-run/react";
import { AlbumDeleteButton, AlbumStatusSwitch } from "../components/studio/album-actions";
import { AlbumCover } from "../components/studio/album-cover";
import { AlbumDetailsForm } from "../components/studio/album-details";
import { MetricsPanel } from "../components/studio/metrics-panel";
import { TrackOrder } from "../components/studio/track-order";
import { Unavailable } from "../components/studio/unavailable";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { apiGet, apiGetOptional } from "../lib/signed-in-calls.server";
import { albumPageAction } from "../lib/studio/albums.server";
import { readWindow } from "../lib/studio/metrics";
import { STUDIO_PAGES } from "../lib/studio/paths";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data?.album.title ? `${data.album.title} · Album` : "Album");

/** The album (404 for someone else's), the creator's ready tracks to add, and the album's metrics. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const window = readWindow(new URL(request.url).searchParams);
  const [album, library, metrics, lookups] = await Promise.all([
    apiGet(context, request, "GET /creator/music-albums/{id}", { params: { id } }),
    // The api pages at most 50; the newest ready tracks are the likely additions.
    apiGetOptional(context, request, "GET /creator/music-tracks/list", {
      query: {
        processing: "ready",
        per_page: "50",
      },
    }),
    apiGetOptional(context, request, "GET /creator/music-albums/metrics/{id}", {
      params: { id },
      query: { window },
    }),
    apiGetOptional(context, request, "GET /creator/music-lookups"),
  ]);
  return {
    album,
    library: library?.data ?? [],
    libraryFailed: library === null,
    metrics,
    genres: lookups?.genres ?? [],
  };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return albumPageAction(context, request, params.id ?? "");
}

/** After a delete the album is gone: reloading it would flash a 404 before the page leaves for the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  actionResult,
  defaultShouldRevalidate,
}) =>
  formData?.get("intent") === "delete" && (actionResult as { ok?: boolean } | undefined)?.ok
    ? false
    : defaultShouldRevalidate;

export default function AlbumPage() {
  const { album, library, libraryFailed, metrics, genres } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const action = STUDIO_PAGES.album(album.id);
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={STUDIO_PAGES.albumsManager}>← Albums manager</Link>
      </p>
      <PageHead
        title={album.title}
        text={`${album.publication === "published" ? "Published" : "Draft"} · ${album.visibility} · ${album.track_count} ${album.track_count === 1 ? "track" : "tracks"}`}
      >
        <AlbumStatusSwitch album={album} action={action} />
        <AlbumDeleteButton
          album={album}
          action={action}
          onDeleted={() => navigate(STUDIO_PAGES.albumsManager)}
        />
      </PageHead>
      <div className="studio-album">
        <div className="studio-page">
          <TrackOrder albumId={album.id} tracks={album.tracks} library={library} action={action} />
          {libraryFailed ? <Unavailable what="Your tracks to add" /> : null}
          <AlbumDetailsForm album={album} action={action} genres={genres} />
        </div>
        <AlbumCover albumId={album.id} url={album.cover_art_url} title={album.title} />
      </div>
      {metrics ? (
        <MetricsPanel title="Album metrics" metrics={metrics} />
      ) : (
        <Unavailable what="This album's metrics" />
      )}
    </div>
  );
}

export const ErrorBoundary = PageError;
