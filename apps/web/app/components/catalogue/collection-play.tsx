// Play buttons for whole collections. A playlist's or non-stop stream's own play is reported to the api
// (`…/play/{id}`, counted at most once per listener per 30 minutes there); the tracks then go to the player.
import { useState } from "react";
import type { Nonstop, Track } from "../../lib/api/contract";
import { type PlayContext, playTracks, prefetchEngine } from "../../lib/player";
import { useShell } from "../../lib/shell-context";
import { PlayButton } from "../player/play-button";
import { Spinner } from "../widgets/spinner";

/** "Play all" for a list already on the page; the playlist's collection play is recorded on the side. */
export function PlayAllButton({
  tracks,
  context,
  label,
}: {
  tracks: readonly Track[];
  context?: PlayContext;
  label: string;
}) {
  const shell = useShell();
  if (!tracks.length) return null;
  const record = () => {
    if (context?.type === "playlist") {
      void shell.api.request("POST /user/global/playlists/play/{id}", { params: { id: context.id } });
    }
  };
  return (
    // The capture listener only observes the PlayButton's click (it does not handle input itself).
    <span className="cat-play-all" onClickCapture={record}>
      <PlayButton tracks={tracks} index={0} label={label} size="lg" {...(context ? { context } : {})} />
    </span>
  );
}

/** A non-stop stream's play: its tracks come from the api's play call. */
export function NonstopPlayButton({ nonstop }: { nonstop: Nonstop }) {
  const shell = useShell();
  const [busy, setBusy] = useState(false);
  async function play() {
    setBusy(true);
    const result = await shell.api.request("POST /user/global/nonstops/play/{id}", {
      params: { id: nonstop.id },
    });
    setBusy(false);
    if (result.ok && result.data.tracks.length) {
      playTracks(result.data.tracks, 0, { type: "nonstop", id: nonstop.id });
    } else if (result.ok) {
      shell.toast("info", "This stream has no tracks yet.");
    }
  }
  return (
    <button
      type="button"
      className="button button--primary cat-small-button"
      onClick={play}
      onPointerEnter={prefetchEngine}
      onPointerDown={prefetchEngine}
      onFocus={prefetchEngine}
      disabled={busy}
      aria-label={`Play ${nonstop.title}`}
    >
      {busy ? <Spinner size="sm" /> : null} Play
    </button>
  );
}
