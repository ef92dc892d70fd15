import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { writerLinks } from "../components/songs/writer/links";
import { NewSongButton, NewSongPanel } from "../components/songs/writer/new-song";
import { SongSearchForm } from "../components/songs/writer/song-search";
import { SongsTable } from "../components/songs/writer/songs-table";
import { PageHead } from "../components/widgets/page-head";
import { type PageLinkProps, PaginationBar } from "../components/widgets/pagination-bar";
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

const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} preventScrollReset {...rest} />;
});

export default function SongsManager() {
  const { page, filters, options, creating } = useLoaderData<typeof loader>() as SongsManagerData;
  const [open, setOpen] = useState(creating);
  // A "New song" link followed while the list is shown opens the editor too.
  useEffect(() => {
    if (creating) setOpen(true);
  }, [creating]);
  const panelId = useId();
  const navigate = useNavigate();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const action = `${SONGS_PAGES.manager}${songsSearch(filters)}`;
  const close = () => {
    setOpen(false);
    // Focus goes back to where the editor was opened from.
    toggleButton.current?.focus();
    // `?new=1` opened it: closing leaves the plain list's URL, so a reload does not reopen it.
    if (creating) navigate(action, { replace: true });
  };
  const toggle = () => (open ? close() : setOpen(true));
  const filtered = Boolean(filters.q || filters.status);
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Songs manager"
        text="The songs you write, their co-writers' consent and how their listings stand. Offering a song for sale sends it for review."
      >
        <NewSongButton ref={toggleButton} open={open} onToggle={toggle} controls={panelId} />
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
                <NewSongButton
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
