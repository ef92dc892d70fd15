import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PlayAllButton } from "../components/catalogue/collection-play";
import { DetailHero, Facts } from "../components/catalogue/detail-hero";
import { EngageToggles } from "../components/catalogue/engage-toggles";
import { TrackTable } from "../components/catalogue/track-table";
import { errorTitle } from "../components/status-page";
import { Section } from "../components/widgets/section";
import { EmptyState, PageError } from "../components/widgets/states";
import {
  artistName,
  collectionCover,
  formatCount,
  formatTotalDuration,
  plural,
} from "../lib/catalogue/format";
import { pageTitle } from "../lib/meta";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageTitle(error ? errorTitle(error) : (data?.album.title ?? "Album"));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const album = await apiGet(context, request, "GET /user/global/albums/{id}", {
    params: { id: params.id ?? "" },
  });
  return { album };
}

export default function AlbumDetails() {
  const { album } = useLoaderData<typeof loader>();
  const context = { type: "album" as const, id: album.id };
  return (
    <div className="stack stack--wide">
      <DetailHero
        kind="Album"
        title={album.title}
        cover={collectionCover(album, album.tracks)}
        actions={
          <>
            <PlayAllButton tracks={album.tracks} context={context} label={`Play ${album.title}`} />
            <EngageToggles
              kind="albums"
              actions={["like", "save", "follow"]}
              item={album}
              title={album.title}
            />
          </>
        }
      >
        <p className="cat-hero__line">
          <Link to={`/artist/details/${album.artist.id}`}>{artistName(album)}</Link>
          {" · "}
          {plural(album.track_count, "track")} · {formatTotalDuration(album.duration_ms)}
        </p>
        {album.description ? <p className="ngw-muted">{album.description}</p> : null}
        <Facts
          items={[
            ["Genre", album.genre?.title],
            ["Released", album.released_at ? album.released_at.slice(0, 10) : null],
            ["Plays", formatCount(album.play_count)],
          ]}
        />
      </DetailHero>
      <Section title="Tracks">
        {album.tracks.length ? (
          <TrackTable tracks={album.tracks} caption={`Tracks of ${album.title}`} context={context} />
        ) : (
          <EmptyState title="No tracks on this album yet" />
        )}
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
