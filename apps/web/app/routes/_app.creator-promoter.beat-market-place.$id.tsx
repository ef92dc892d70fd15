import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BeatFacts } from "../components/beats/beat-facts";
import { BeatLicences } from "../components/beats/beat-licences";
import { marketLinks } from "../components/beats/market-links";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { loadBeatPage } from "../lib/beats/market.server";
import { MARKET_PAGES } from "../lib/beats/market-paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Beat");
export const links = marketLinks;

/** Spec §2 `beat-market-place/{id}`: the beat, its licences and their availability for this buyer. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBeatPage(context, request, params.id ?? "");
}

export default function BeatMarketBeat() {
  const { availability } = useLoaderData<typeof loader>();
  const { beat } = availability;
  return (
    <div className="stack stack--wide studio-page market-page">
      <p>
        <Link to={MARKET_PAGES.list}>Back to the beat market</Link>
      </p>
      <PageHead title={beat.title} text={`by ${beat.producer.name}`} />
      <BeatFacts id={availability.beat_id} beat={beat} />
      <LoadingRegion>
        <BeatLicences availability={availability} title={beat.title} />
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
