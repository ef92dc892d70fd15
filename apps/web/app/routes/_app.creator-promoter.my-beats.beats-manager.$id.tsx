import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useLoaderData, useNavigate } from "@remix-run/react";
import { DeleteBeatButton, FeatureSwitch, PublishSwitch } from "../components/beats/beat-actions";
import { BeatChart } from "../components/beats/beat-chart";
import { BeatFacts, OrdersByTier, TiersTable } from "../components/beats/beat-details";
import { BeatForm } from "../components/beats/beat-form";
import { beatsLinks } from "../components/beats/links";
import { Unavailable } from "../components/studio/unavailable";
import { WindowPicker } from "../components/studio/window-picker";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { PageError } from "../components/widgets/states";
import { beatPageAction, loadBeatPage } from "../lib/beats/beats.server";
import type { BeatPageData } from "../lib/beats/page-data";
import { BEATS_PAGES } from "../lib/beats/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle((data as BeatPageData | undefined)?.beat.title ?? "Beat");
export const links = beatsLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBeatPage(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return beatPageAction(context, request, params.id ?? "");
}

/**
 * After a delete that removed the beat, reloading it would show a 404 before the page leaves for the
 * list; a beat with buyers is only unpublished and stays, so its page reloads as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  actionResult,
  defaultShouldRevalidate,
}) =>
  formData?.get("intent") === "delete" && (actionResult as { removed?: boolean } | undefined)?.removed
    ? false
    : defaultShouldRevalidate;

export default function BeatPage() {
  const { beat, options, metrics } = useLoaderData<typeof loader>() as BeatPageData;
  const navigate = useNavigate();
  const here = BEATS_PAGES.beat(beat.id);
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={BEATS_PAGES.manager}>‹ Beats manager</Link>
      </p>
      <PageHead
        title={beat.title}
        text={`${beat.bpm} BPM · ${beat.key}${beat.genre ? ` · ${beat.genre.title}` : ""}`}
      >
        <PublishSwitch beat={beat} action={here} />
        <FeatureSwitch beat={beat} action={here} />
        <DeleteBeatButton
          beat={beat}
          action={here}
          onDeleted={(result) => {
            if (result.removed) navigate(BEATS_PAGES.manager);
          }}
        />
      </PageHead>
      <Section title="About this beat">
        <BeatFacts beat={beat} />
      </Section>
      <Section title="Licences">
        <TiersTable licences={beat.licences} />
      </Section>
      <Section title="Metrics">
        {metrics ? (
          <div className="studio-metrics">
            <WindowPicker window={metrics.window} />
            <BeatChart
              title={`Plays and sales of ${beat.title}`}
              totals={metrics.totals}
              series={metrics.series}
              from={metrics.from}
              to={metrics.to}
            />
            <OrdersByTier metrics={metrics} />
          </div>
        ) : (
          <Unavailable what="This beat's metrics" />
        )}
      </Section>
      <Section title="Edit">
        <div className="card">
          <BeatForm beat={beat} options={options} intent="update" action={here} submitLabel="Save changes" />
        </div>
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
