import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useLoaderData, useNavigate } from "@remix-run/react";
import { DemoButton } from "../components/songs/demo-button";
import { BidsTable } from "../components/songs/writer/bids-table";
import { ConsentButtons } from "../components/songs/writer/consent-card";
import { writerLinks } from "../components/songs/writer/links";
import { DeleteSongButton, SaleSwitch } from "../components/songs/writer/song-actions";
import { SongChart } from "../components/songs/writer/song-chart";
import { Lyrics, SongFacts, WritersTable } from "../components/songs/writer/song-details";
import { SongForm } from "../components/songs/writer/song-form";
import { Unavailable } from "../components/studio/unavailable";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { PageError } from "../components/widgets/states";
import { useAppUser } from "../lib/app-user";
import { pageTitle } from "../lib/meta";
import type { SongPageData } from "../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../lib/songs/writer-paths";
import { loadSongPage, songPageAction } from "../lib/songs/writer-songs.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle((data as SongPageData | undefined)?.song.title ?? "Song");
export const links = writerLinks;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadSongPage(context, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return songPageAction(context, request, params.id ?? "");
}

/** After a delete, reloading the song would show a 404 before the page leaves for the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  actionResult,
  defaultShouldRevalidate,
}) =>
  formData?.get("intent") === "delete" && (actionResult as { removed?: boolean } | undefined)?.removed
    ? false
    : defaultShouldRevalidate;

/** Why the editor is not offered: a co-writer reads the song, and a song under a deal or sold is fixed. */
function lockedReason(song: SongPageData["song"]): string | null {
  if (!song.is_owner) return "Only the song's owner can change it.";
  if (song.sold_at) return "The song is sold: it can no longer change.";
  if (song.deal_bid_id) return "A bid is approved: the song cannot change while its deal runs.";
  return null;
}

export default function SongPage() {
  const { song, options, stats, bids } = useLoaderData<typeof loader>() as SongPageData;
  const user = useAppUser();
  const navigate = useNavigate();
  const here = SONGS_PAGES.song(song.id);
  const owner = song.rights.writers.find((w) => w.is_owner);
  const mine = song.rights.writers.find((w) => w.user_id === user.id);
  const locked = lockedReason(song);
  return (
    <div className="stack stack--wide studio-page">
      <p>
        <Link to={SONGS_PAGES.manager}>‹ Songs manager</Link>
      </p>
      <PageHead
        title={song.title}
        text={`${song.language}${song.genre ? ` · ${song.genre.title}` : ""}${song.is_owner ? "" : ` · by ${owner?.name ?? "its owner"}`}`}
      >
        <SaleSwitch song={song} action={here} />
        <DeleteSongButton
          song={song}
          action={here}
          onDeleted={(result) => {
            if (result.removed) navigate(SONGS_PAGES.manager);
          }}
        />
      </PageHead>
      {mine && !mine.is_owner && mine.consent === "pending" ? (
        <div className="card stack" data-card="consent">
          <p>{`You are credited as a writer of this song with a ${mine.split}% split. Do you accept?`}</p>
          <ConsentButtons
            credit={{
              song_id: song.id,
              title: song.title,
              owner: { id: owner?.user_id ?? "", name: owner?.name ?? "The owner" },
              split: mine.split,
            }}
            action={here}
          />
        </div>
      ) : null}
      <Section title="About this song">
        <div className="stack">
          <SongFacts song={song} />
          {song.demo?.stream_url ? (
            <p>
              <DemoButton song={{ ...song, writers: song.rights.writers }} />
            </p>
          ) : (
            <p className="studio-muted">
              {song.demo ? "The demo is still being processed." : "No demo yet."}
            </p>
          )}
        </div>
      </Section>
      <Section title="Lyrics">
        <Lyrics text={song.lyrics} />
      </Section>
      <Section title="Writers">
        <WritersTable rights={song.rights} />
      </Section>
      <Section title="Figures">
        {stats ? (
          <SongChart title={`Views and bids of ${song.title}, day by day`} stats={stats} />
        ) : (
          <Unavailable what="This song's figures" />
        )}
      </Section>
      <Section title="Bids">
        {bids === null ? (
          <Unavailable what="This song's bids" />
        ) : bids.data.length === 0 ? (
          <p className="studio-muted">No bids yet.</p>
        ) : (
          <BidsTable bids={bids.data} caption={`Bids on ${song.title}`} showSong={false} />
        )}
      </Section>
      <Section title="Edit">
        {locked ? (
          <p className="card studio-muted">{locked}</p>
        ) : (
          <div className="card">
            <SongForm
              song={song}
              options={options}
              intent="update"
              action={here}
              submitLabel="Save changes"
            />
          </div>
        )}
      </Section>
    </div>
  );
}

export const ErrorBoundary = PageError;
