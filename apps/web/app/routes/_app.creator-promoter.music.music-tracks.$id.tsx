import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useLoaderData, useNavigate } from "@remix-run/react";
import { PlayButton } from "../components/player/play-button";
import { MetricsPanel } from "../components/studio/metrics-panel";
import { ProcessingBadge } from "../components/studio/processing-badge";
import { TrackCover } from "../components/studio/track-cover";
import { TrackDetailsForm } from "../components/studio/track-details-form";
import { TrackFacts } from "../components/studio/track-facts";
import { DeleteTrackButton, TrackStatusToggle } from "../components/studio/track-row-actions";
import { TrackWaveform } from "../components/studio/track-waveform";
import { tracksLinks } from "../components/studio/tracks-links";
import { previewTrack } from "../components/studio/tracks-table";
import { Unavailable } from "../components/studio/unavailable";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { STUDIO_PAGES } from "../lib/studio/paths";
import { loadTrackPage, type TrackPageData, trackAction } from "../lib/studio/tracks.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle((data as TrackPageData | undefined)?.track.title ?? "Track");
export const links = tracksLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadTrackPage(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return trackAction(context, request, params.id ?? "");
}

/** After a delete the track is gone: reloading it would show a 404 before the page leaves for the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "delete" ? false : defaultShouldRevalidate;

export default function TrackPage() {
  const { track, options, metrics } = useLoaderData<typeof loader>() as TrackPageData;
  const navigate = useNavigate();
  const here = STUDIO_PAGES.track(track.id);
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={STUDIO_PAGES.musicManager}>‹ Music manager</Link>
      </p>
      <PageHead title={track.title} text={track.album ? `On ${track.album.title}` : "Single"}>
        {track.processing === "ready" ? (
          <PlayButton tracks={[previewTrack(track)]} label={`Preview ${track.title}`} />
        ) : null}
        <ProcessingBadge state={track.processing} error={track.processing_error} />
        <TrackStatusToggle track={track} action={here} />
        <DeleteTrackButton
          track={track}
          action={here}
          onDeleted={() => navigate(STUDIO_PAGES.musicManager)}
        />
      </PageHead>
      {track.processing === "failed" ? (
        <p className="form-alert" role="alert">
          The audio could not be processed: {track.processing_error ?? "the file could not be read"}. Upload
          the file again from the music manager.
        </p>
      ) : null}
      <div className="studio-track-top">
        <TrackCover track={track} />
        <Section title="Audio">
          <TrackWaveform url={track.waveform_url} title={track.title} />
          <TrackFacts track={track} />
        </Section>
      </div>
      <Section title="Details">
        <TrackDetailsForm track={track} options={options} />
      </Section>
      <Section title="Metrics">
        {metrics ? (
          <MetricsPanel title={`Plays of ${track.title}`} metrics={metrics} />
        ) : (
          <Unavailable what="This track's metrics" />
        )}
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
