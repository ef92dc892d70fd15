import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { ConsentCard } from "../components/songs/writer/consent-card";
import { writerLinks } from "../components/songs/writer/links";
import { SongChart } from "../components/songs/writer/song-chart";
import { WriterFigures } from "../components/songs/writer/writer-figures";
import { Unavailable } from "../components/studio/unavailable";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import type { SongsDashboardData } from "../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../lib/songs/writer-paths";
import { loadSongsDashboard, songsDashboardAction } from "../lib/songs/writer-songs.server";

export const meta: MetaFunction = () => pageTitle("Songs Dashboard");
export const links = writerLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSongsDashboard(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return songsDashboardAction(context, request);
}

/** Which song the chart shows: a GET form, so the choice is in the URL (`?song=`) and works without JS. */
function SongChooser({ songs, chosen }: Pick<SongsDashboardData, "songs" | "chosen">) {
  const id = useId();
  return (
    <Form
      method="get"
      action={SONGS_PAGES.dashboard}
      className="card song-chooser"
      aria-label="Choose a song"
    >
      <div className="field">
        <label htmlFor={id}>Song in the chart</label>
        <select id={id} name="song" defaultValue={chosen ?? ""} key={chosen ?? ""}>
          {songs.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Show
      </button>
    </Form>
  );
}

export default function SongsDashboard() {
  const { stats, songs, chosen, chart } = useLoaderData<typeof loader>() as SongsDashboardData;
  const title = songs.find((s) => s.id === chosen)?.title;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead title="Songs dashboard" text="Your written songs, the bids on them and what they earned.">
        <Link to={SONGS_PAGES.manager} className="button button--ghost">
          Songs manager
        </Link>
        <Link to={SONGS_PAGES.requests} className="button button--ghost">
          Buy requests
        </Link>
      </PageHead>
      <WriterFigures stats={stats} />
      <ConsentCard credits={stats.awaiting_consent} action={SONGS_PAGES.dashboard} />
      {songs.length === 0 ? (
        <EmptyState title="No songs yet — write your first">
          <p>Add a song with its lyrics, demo and co-writers; offer it for sale when every writer agrees.</p>
          <Link to={SONGS_PAGES.newSong} className="button button--primary">
            Create your first song
          </Link>
        </EmptyState>
      ) : (
        <LoadingRegion>
          <div className="studio-metrics">
            <SongChooser songs={songs} chosen={chosen} />
            {chart && title ? (
              <SongChart title={`Views and bids of ${title}, day by day`} stats={chart} />
            ) : (
              <Unavailable what={title ? `The figures of ${title}` : "The song's figures"} />
            )}
          </div>
        </LoadingRegion>
      )}
    </div>
  );
}

export const ErrorBoundary = PageError;
