// The "Add to playlist" dialog, fetched on first use (components/catalogue/add-to-playlist opens it): lists
// the listener's playlists (fetched when opened) and posts the choice to the library action, which answers
// 409 when the track is already there.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Playlist } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { useShell } from "../../lib/shell-context";
import { Dialog } from "../widgets/dialog";
import { PageLoader } from "../widgets/page-loader";

export interface AddToPlaylistDialogProps {
  open: boolean;
  onClose: () => void;
  trackId: string;
  title: string;
}

export function AddToPlaylistDialog({ open, onClose, trackId, title }: AddToPlaylistDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Add “${title}” to a playlist`}>
      <PlaylistChooser trackId={trackId} onDone={onClose} />
    </Dialog>
  );
}

function PlaylistChooser({ trackId, onDone }: { trackId: string; onDone: () => void }) {
  const shell = useShell();
  const fetcher = useFetcher<ActionResult>();
  const [playlists, setPlaylists] = useState<Playlist[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    shell.api.request("GET /user/library/playlists", { query: { per_page: 50 } }).then((result) => {
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
