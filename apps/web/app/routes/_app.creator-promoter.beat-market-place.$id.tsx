import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BeatFacts, beatFromState } from "../components/beats/beat-facts";
import { BeatLicences } from "../components/beats/beat-licences";
import { marketLinks } from "../components/beats/links";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import type { MarketBeat } from "../lib/api/contract";
import { loadBeatPage } from "../lib/beats/market.server";
import { MARKET_PAGES } from "../lib/beats/market-paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Beat");
export const links = marketLinks;

/** Spec §2 `beat-market-place/{id}`: the beat's licences and their availability for this buyer. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBeatPage(context, request, params.id ?? "");
}

export default function BeatMarketBeat() {
  const { availability } = useLoaderData<typeof loader>();
  const location = useLocation();
  // The facts arrive with the list's link (history state): read after hydration, since the server
  // render never has them and the first client render must match it.
  const [beat, setBeat] = useState<MarketBeat | null>(null);
  useEffect(() => {
    setBeat(beatFromState(location.state, availability.beat_id));
  }, [location.state, availability.beat_id]);
  return (
    <div className="stack stack--wide studio-page market-page">
      <p>
        <Link to={MARKET_PAGES.list}>Back to the beat market</Link>
      </p>
      <PageHead
        title={beat?.title ?? "Beat licences"}
        text={beat ? `by ${beat.producer.name}` : "Choose a licence for this beat."}
      />
      {beat ? <BeatFacts beat={beat} /> : null}
      <LoadingRegion>
        <BeatLicences availability={availability} title={beat?.title ?? null} />
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
