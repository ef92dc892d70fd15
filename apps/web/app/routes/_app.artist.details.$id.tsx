import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlayAllButton } from "../components/catalogue/collection-play";
import { DetailHero, Facts } from "../components/catalogue/detail-hero";
import { EngageToggles } from "../components/catalogue/engage-toggles";
import { AlbumCard, CardGrid } from "../components/catalogue/media-card";
import { TrackTable } from "../components/catalogue/track-table";
import { errorTitle } from "../components/status-page";
import { Section } from "../components/widgets/section";
import { EmptyState, PageError } from "../components/widgets/states";
import { formatCount, plural } from "../lib/catalogue/format";
import { pageTitle } from "../lib/meta";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageTitle(error ? errorTitle(error) : (data?.artist.name ?? "Artist"));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const artist = await apiGet(context, request, "GET /user/global/artists/{id}", {
    params: { id: params.id ?? "" },
  });
  return { artist };
}

export default function ArtistDetails() {
  const { artist } = useLoaderData<typeof loader>();
  const context = { type: "artist" as const, id: artist.id };
  return (
    <div className="stack stack--wide">
      <DetailHero
        kind="Artist"
        title={artist.name}
        cover={artist.image}
        round
        actions={
          <>
            <PlayAllButton tracks={artist.top_tracks} context={context} label={`Play ${artist.name}`} />
            <EngageToggles kind="artists" actions={["follow", "like"]} item={artist} title={artist.name} />
          </>
        }
      >
        <p className="cat-hero__line">
          {plural(artist.track_count, "track")} · {plural(artist.album_count, "album")} ·{" "}
          {formatCount(artist.play_count)} plays
        </p>
        {artist.bio ? <p className="ngw-muted">{artist.bio}</p> : null}
        <Facts items={[["Country", artist.country]]} />
      </DetailHero>
      <Section title="Top tracks">
        {artist.top_tracks.length ? (
          <TrackTable tracks={artist.top_tracks} caption={`Top tracks of ${artist.name}`} context={context} />
        ) : (
          <EmptyState title="No tracks yet" />
        )}
      </Section>
      {artist.albums.length ? (
        <Section title="Albums">
          <CardGrid label={`Albums of ${artist.name}`}>
            {artist.albums.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PageError;
