import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FirstUse } from "../../lib/on-first-use";
import { useFirstUse } from "../../lib/on-first-use-react";
import { artistOf, titleOf } from "../../lib/player/display";
import type { PlayerTrack } from "../../lib/player/types";
import { type PlayerUi, togglePanel, updateUi } from "../../lib/player/ui-store";
import { usePlayer } from "../../lib/player/use-player";
import { CoverArt } from "./cover-art";
import { CloseIcon, EqualizerIcon, ExpandIcon, MinimizeIcon, MixIcon, QueueIcon } from "./icons";
import { LikeButton } from "./like-button";
import { equalizerCode, fullPlayerCode, queueCode } from "./player-parts";
import { SeekBar } from "./seek-bar";
import { Transport } from "./transport";
import { VolumeControl } from "./volume-control";

/** Where a track's page is: the API's `url` is the page path (the API guide at /api/docs). */
export function trackHref(track: PlayerTrack): string {
  return typeof track.url === "string" && track.url.startsWith("/")
    ? track.url
    : `/music/details/${track.id}`;
}

/**
 * Opens or closes one of the bar's side panels; pressed while that panel is open. The pointer or the
 * focus on it starts fetching the panel's code.
 */
function PanelButton({
  ui,
  panel,
  label,
  code,
  children,
}: {
  ui: PlayerUi;
  panel: NonNullable<PlayerUi["panel"]>;
  label: string;
  code: FirstUse<unknown>;
  children: ReactNode;
}) {
  const { intent } = useFirstUse(code);
  const open = ui.panel === panel;
  return (
    <button
      type="button"
      className="player-icon-button"
      aria-label={label}
      aria-pressed={open}
      aria-expanded={open}
      data-active={open || undefined}
      {...intent}
      onClick={() => updateUi((u) => togglePanel(u, panel))}
    >
      {children}
    </button>
  );
}

/** The global player bar of spec §2. */
export function PlayerBar({ ui, track, onClose }: { ui: PlayerUi; track: PlayerTrack; onClose: () => void }) {
  const { state, engine } = usePlayer();
  const fullPlayer = useFirstUse(fullPlayerCode);
  return (
    <div className="player-bar" data-testid="player-bar">
      <div className="player-bar__track">
        <CoverArt track={track} size={48} />
        <div className="player-bar__text">
          <Link to={trackHref(track)} className="player-bar__title" data-testid="player-title">
            {titleOf(track)}
          </Link>
          <span className="player-bar__artist" data-testid="player-artist">
            {artistOf(track)}
          </span>
        </div>
        <LikeButton track={track} />
      </div>
      <div className="player-bar__center">
        <Transport />
        <SeekBar />
      </div>
      <div className="player-bar__tools">
        <VolumeControl />
        <button
          type="button"
          className="player-icon-button"
          aria-label="DJ crossfade"
          aria-pressed={state.djMode}
          data-active={state.djMode || state.isMixing || undefined}
          title={state.isMixing ? "Mixing…" : "DJ crossfade"}
          onClick={() => engine.setDjMode(!state.djMode)}
        >
          <MixIcon />
        </button>
        <PanelButton ui={ui} panel="equalizer" label="Equalizer" code={equalizerCode}>
          <EqualizerIcon />
        </PanelButton>
        <PanelButton ui={ui} panel="queue" label="Queue" code={queueCode}>
          <QueueIcon />
        </PanelButton>
        <button
          type="button"
          className="player-icon-button"
          aria-label="Full player"
          {...fullPlayer.intent}
          onClick={() => updateUi((u) => ({ ...u, display: "full", panel: null }))}
        >
          <ExpandIcon />
        </button>
        <button
          type="button"
          className="player-icon-button"
          aria-label="Minimize player"
          onClick={() => updateUi((u) => ({ ...u, display: "minimized", panel: null }))}
        >
          <MinimizeIcon />
        </button>
        <button type="button" className="player-icon-button" aria-label="Close player" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
