// "Add to playlist" from a track row or page: lists the listener's playlists (fetched when opened) and
// posts the choice to the library action, which answers 409 when the track is already there.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Page, Playlist } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useShell } from "../../lib/shell-context";
import { Dialog } from "../widgets/dialog";
import { PlusIcon } from "../widgets/icons";
import { PageLoader } from "../widgets/page-loader";

export function AddToPlaylistButton({
  trackId,
  title,
  wide = false,
}: {
  trackId: string;
  title: string;
  wide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Wide: the visible text is the whole name (WCAG 2.5.3); in rows the icon needs the track's name. */}
      <button
        type="button"
        className={`cat-toggle${wide ? " cat-toggle--wide" : ""}`}
        aria-label={wide ? undefined : `Add ${title} to a playlist`}
        title={`Add ${title} to a playlist`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
        {wide ? <span>Add to playlist</span> : null}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Add “${title}” to a playlist`}>
        <PlaylistChooser trackId={trackId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function PlaylistChooser({ trackId, onDone }: { trackId: string; onDone: () => void }) {
  const shell = useShell();
  const fetcher = useFetcher<ActionResult>();
  const [playlists, setPlaylists] = useState<Playlist[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    shell.api
      .request<Page<Playlist>>("/user/library/playlists", { method: "GET", query: { per_page: 50 } })
      .then((result) => {
        if (!live) return;
        if (result.ok) setPlaylists(result.data.data);
        else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [shell]);

  const answer = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per answer (onDone is a fresh closure each render).
  useEffect(() => {
    if (!answer) return;
    shell.toast(answer.ok ? "success" : "error", answer.msg);
    if (answer.ok) onDone();
  }, [answer]);

  if (failed) return <p role="alert">Your playlists could not be loaded. Please try again.</p>;
  if (!playlists) return <PageLoader size="sm" text="Loading your playlists..." />;
  return (
    <>
      {playlists.length === 0 ? (
        <p>
          You have no playlists yet. <Link to="/library/manage-playlists">Create one in your library</Link>.
        </p>
      ) : (
        <ul className="list-plain cat-chooser">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <fetcher.Form method="post" action="/library">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="playlist_id" value={playlist.id} />
                <input type="hidden" name="track_id" value={trackId} />
                <button
                  type="submit"
                  className="button button--ghost button--block"
                  disabled={fetcher.state !== "idle"}
                >
                  {playlist.title} <span className="ngw-muted">({playlist.track_count})</span>
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          Close
        </button>
      </div>
    </>
  );
}
