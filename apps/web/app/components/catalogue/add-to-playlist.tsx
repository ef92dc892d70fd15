// "Add to playlist" from a track row or page. The dialog (add-to-playlist-dialog) is fetched on first use:
// pointing at or focusing the button starts the download, so it is usually there by the click.
import { useState } from "react";
import { firstUse } from "../../lib/on-first-use";
import { LoadingPart, lazyComponent, useFirstUse } from "../../lib/on-first-use-react";
import { PlusIcon } from "../widgets/icons";
import { OpeningDialog } from "../widgets/spinner";

const chooserCode = firstUse(() => import("./add-to-playlist-dialog"));
const Chooser = lazyComponent(chooserCode, (m) => m.AddToPlaylistDialog);

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
  const { intent } = useFirstUse(chooserCode);
  const close = () => setOpen(false);
  return (
    <>
      {/* Wide: the visible text is the whole name (WCAG 2.5.3); in rows the icon needs the track's name. */}
      <button
        type="button"
        className={`cat-toggle${wide ? " cat-toggle--wide" : ""}`}
        aria-label={wide ? undefined : `Add ${title} to a playlist`}
        title={`Add ${title} to a playlist`}
        aria-haspopup="dialog"
        {...intent}
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
        {wide ? <span>Add to playlist</span> : null}
      </button>
      <LoadingPart name="The playlists" open={open} fallback={<OpeningDialog />} onFailed={close}>
        <Chooser open={open} onClose={close} trackId={trackId} title={title} />
      </LoadingPart>
    </>
  );
}
