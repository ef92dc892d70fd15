import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { writerLinks } from "../components/songs/writer/links";
import { NewSongPanel } from "../components/songs/writer/new-song";
import { SongSearchForm } from "../components/songs/writer/song-search";
import { SongsTable } from "../components/songs/writer/songs-table";
import { CreatePanelToggle, useCreatePanel } from "../components/widgets/create-panel";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import type { SongsManagerData } from "../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../lib/songs/writer-paths";
import { songsSearch } from "../lib/songs/writer-query";
import { loadSongsManager, songsManagerAction } from "../lib/songs/writer-songs.server";

export const meta: MetaFunction = () => pageTitle("Songs Manager");
export const links = writerLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSongsManager(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return songsManagerAction(context, request);
}

export default function SongsManager() {
  const { page, filters, options, creating } = useLoaderData<typeof loader>() as SongsManagerData;
  const action = `${SONGS_PAGES.manager}${songsSearch(filters)}`;
  const { open, panelId, toggleButton, close, toggle } = useCreatePanel({ creating, listUrl: action });
  const filtered = Boolean(filters.q || filters.status);
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Songs manager"
        text="The songs you write, their co-writers' consent and how their listings stand. Offering a song for sale sends it for review."
      >
        <CreatePanelToggle
          ref={toggleButton}
          open={open}
          onToggle={toggle}
          controls={panelId}
          label="New song"
        />
      </PageHead>
      {open ? <NewSongPanel id={panelId} options={options} action={action} onClose={close} /> : null}
      {page.total > 0 || filtered ? <SongSearchForm filters={filters} /> : null}
      <LoadingRegion>
        {page.total === 0 ? (
          filtered ? (
            <EmptyState title="No songs match this search">
              <p>
                Try another title, or <Link to={SONGS_PAGES.manager}>show every song</Link>.
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="No songs yet — write your first">
              <p>Add a song with its lyrics, demo and co-writers; offer it for sale when you are ready.</p>
              {open ? null : (
                <CreatePanelToggle
                  open={open}
                  onToggle={toggle}
                  controls={panelId}
                  label="Create your first song"
                />
              )}
            </EmptyState>
          )
        ) : (
          <div className="stack stack--wide">
            <SongsTable songs={page.data} action={action} />
            <PaginationBar
              meta={page}
              label="Song pages"
              getPageHref={(p) => songsSearch(filters, p)}
              LinkComponent={PageLink}
            />
          </div>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
