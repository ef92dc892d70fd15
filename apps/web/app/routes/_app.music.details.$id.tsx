import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToPlaylistButton } from "../components/catalogue/add-to-playlist";
import { DetailHero, Facts } from "../components/catalogue/detail-hero";
import { EngageToggles } from "../components/catalogue/engage-toggles";
import { TrackTable } from "../components/catalogue/track-table";
import { PlayButton } from "../components/player/play-button";
import { errorTitle } from "../components/status-page";
import { Section } from "../components/widgets/section";
import { PageError } from "../components/widgets/states";
import { artistName, formatCount, formatDuration, trackCover } from "../lib/catalogue/format";
import { pageTitle } from "../lib/meta";
import { apiGet, apiGetOptional } from "../lib/signed-in-calls.server";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageTitle(error ? errorTitle(error) : (data?.track.title ?? "Track"));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const [track, related] = await Promise.all([
    apiGet(context, request, "GET /user/global/music-tracks/{id}", { params: { id: id } }),
    apiGetOptional(context, request, "GET /user/global/music-tracks/related", {
      query: { track_id: id, limit: 8 },
    }),
  ]);
  return { track, related: related ?? [] };
}

export default function TrackDetails() {
  const { track, related } = useLoaderData<typeof loader>();
  // Playing from here queues the related tracks after this one, so music keeps going.
  const queue = [track, ...related];
  return (
    <div className="stack stack--wide">
      <DetailHero
        kind="Track"
        title={track.title}
        cover={trackCover(track)}
        actions={
          <>
            <PlayButton tracks={queue} index={0} size="lg" />
            <EngageToggles kind="music-tracks" actions={["like", "save"]} item={track} title={track.title} />
            <AddToPlaylistButton trackId={track.id} title={track.title} wide />
          </>
        }
      >
        <p className="cat-hero__line">
          <Link to={`/artist/details/${track.artist.id}`}>{artistName(track)}</Link>
          {track.album ? (
            <>
              {" · "}
              <Link to={`/album/details/${track.album.id}`}>{track.album.title}</Link>
            </>
          ) : null}
        </p>
        <Facts
          items={[
            ["Duration", formatDuration(track.duration_ms)],
            ["Plays", formatCount(track.play_count)],
            ["Genre", track.genre?.title],
            ["Mood", track.mood?.title],
            ["Origin", track.origin?.title],
            ["Tempo", track.bpm ? `${track.bpm} BPM` : null],
            ["Key", track.musical_key],
          ]}
        />
      </DetailHero>
      {track.lyrics ? (
        <Section title="Lyrics">
          <p className="cat-lyrics">{track.lyrics}</p>
        </Section>
      ) : null}
      <Section title="Related tracks">
        {related.length ? (
          <TrackTable tracks={related} caption="Related tracks" />
        ) : (
          <p className="ngw-muted">No related tracks yet.</p>
        )}
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
