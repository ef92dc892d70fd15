import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DemoButton } from "../components/songs/demo-button";
import { DealActions } from "../components/songs/writer/deal-actions";
import { DealFacts, DealWriters } from "../components/songs/writer/deal-details";
import { writerLinks } from "../components/songs/writer/links";
import { Lyrics } from "../components/songs/writer/song-details";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { buyRequestAction, loadBuyRequest } from "../lib/songs/writer-deals.server";
import { BID_TEXT } from "../lib/songs/writer-messages";
import type { RequestData } from "../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../lib/songs/writer-paths";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const deal = (data as RequestData | undefined)?.deal;
  return pageTitle(deal ? `Bid on ${deal.song.title}` : "Buy Request");
};
export const links = writerLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBuyRequest(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return buyRequestAction(context, request, params.id ?? "");
}

export default function BuyRequest() {
  const { deal } = useLoaderData<typeof loader>() as RequestData;
  const here = SONGS_PAGES.request(deal.id);
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={SONGS_PAGES.requests}>‹ Buy requests</Link>
      </p>
      <PageHead
        title={`Bid on ${deal.song.title}`}
        text={`${BID_TEXT[deal.status]} · from ${deal.bidder.name}`}
      >
        <Link to={SONGS_PAGES.song(deal.song.id)} className="button button--ghost">
          Open the song
        </Link>
      </PageHead>
      <Section title="The bid">
        <div className="card stack">
          <DealFacts deal={deal} />
          <DealActions deal={deal} action={here} />
        </div>
      </Section>
      <Section title="Writers">
        <DealWriters deal={deal} />
      </Section>
      <Section title="Lyrics">
        <div className="stack">
          <Lyrics text={deal.lyrics} truncated={deal.lyrics_truncated} />
          <p>
            <DemoButton song={{ id: deal.song.id, title: deal.song.title, demo: deal.demo }} />
          </p>
        </div>
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
