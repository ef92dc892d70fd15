// "Add to playlist" from a track row or page. The dialog (add-to-playlist-dialog) is fetched on first use:
// pointing at or focusing the button starts the download, so it is usually there by the click.
import { useState } from "react";
import { useShell } from "../../lib/shell-context";
import { PlusIcon } from "../widgets/icons";
import { OpeningDialog, onDemand, useOnDemand } from "../widgets/on-demand";

const chooser = onDemand(() => import("./add-to-playlist-dialog"));

export function AddToPlaylistButton({
  trackId,
  title,
  wide = false,
}: {
  trackId: string;
  title: string;
  wide?: boolean;
}) {
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(chooser, () => {
    setOpen(false);
    shell.toast("error", "The playlists could not be opened. Please check your connection and try again.");
  });
  const Chooser = dialog.module?.AddToPlaylistDialog;
  return (
    <>
      {/* Wide: the visible text is the whole name (WCAG 2.5.3); in rows the icon needs the track's name. */}
      <button
        type="button"
        className={`cat-toggle${wide ? " cat-toggle--wide" : ""}`}
        aria-label={wide ? undefined : `Add ${title} to a playlist`}
        title={`Add ${title} to a playlist`}
        aria-haspopup="dialog"
        {...dialog.intent}
        onClick={() => {
          setOpen(true);
          dialog.need();
        }}
      >
        <PlusIcon />
        {wide ? <span>Add to playlist</span> : null}
      </button>
      {open && !Chooser ? <OpeningDialog /> : null}
      {Chooser ? (
        <Chooser open={open} onClose={() => setOpen(false)} trackId={trackId} title={title} />
      ) : null}
    </>
  );
}
