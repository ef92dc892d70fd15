// The global player (spec §2), mounted once in the root layout so it survives every navigation. Hidden
// when nothing is current, when the mini-player flag is off, and for signed-out visitors. `engine` is the
// facade (lib/player/facade.ts): the bar shows a restored queue before the audio engine is loaded, handlers
// registered here are bound once it is, and any command (or a pointer over / focus in the bar) loads it.
import { bindKeyboardShortcuts } from "@ngoma/audio-engine/keyboard";
import { readSavedState } from "@ngoma/audio-engine/saved-state";
import { useEffect } from "react";
import { LoadingPart } from "../../lib/on-first-use-react";
import { titleOf } from "../../lib/player/display";
import { loadedEngine, prefetchEngine, restoreSavedState } from "../../lib/player/facade";
import { startPlayReporterOnPlay } from "../../lib/player/lazy-reporter";
import { startUrlRefresher } from "../../lib/player/refresh-urls";
import type { PlayerTrack } from "../../lib/player/types";
import { toggleMinimized, togglePanel, updateUi, usePlayerUi } from "../../lib/player/ui-store";
import { usePlayer } from "../../lib/player/use-player";
import { useRootData } from "../../lib/root-data";
import { useShell } from "../../lib/shell-context";
import { MinimizedPlayer } from "./minimized-player";
import { PlayerBar } from "./player-bar";
import { Equalizer, FullPlayer, FullPlayerLoading, PanelLoading, Queue } from "./player-parts";

// This chunk loads when a saved track waits (or a play is coming): the restored queue shows with the bar.
restoreSavedState(readSavedState);

export function PlayerRoot() {
  const signedIn = !!useRootData()?.user;
  const { state, current, engine } = usePlayer();
  const ui = usePlayerUi();
  const shell = useShell();
  const visible = signedIn && !!current && ui.miniPlayer;

  useEffect(() => {
    if (!signedIn) return;
    const stops = [startPlayReporterOnPlay(engine), startUrlRefresher(engine)];
    const offError = engine.on("error", ({ track }) => {
      shell.toast("error", `Could not play ${titleOf(track as PlayerTrack | null)}.`);
    });
    return () => {
      for (const stop of stops) stop();
      offError();
    };
  }, [signedIn, engine, shell]);

  // Signed out (logout, expired session): nothing may keep playing behind the login screen. An engine that
  // is not loaded plays nothing, and is not loaded just to pause.
  useEffect(() => {
    if (!signedIn) loadedEngine()?.pause();
  }, [signedIn]);

  useEffect(() => {
    if (!visible) return;
    return bindKeyboardShortcuts(engine, {
      onMinimize: () => updateUi(toggleMinimized),
      onToggleEqualizer: () => updateUi((u) => togglePanel(u, "equalizer")),
    });
  }, [visible, engine]);

  // Lets the page keep its last lines clear of the fixed bar (styles/player.css).
  const display = visible ? ui.display : "hidden";
  useEffect(() => {
    document.body.dataset.player = display;
    return () => {
      delete document.body.dataset.player;
    };
  }, [display]);

  if (!visible || !current) return null;
  const closePanel = () => updateUi((u) => ({ ...u, panel: null }));
  // A part whose chunk cannot be fetched closes again (LoadingPart says so).
  const backToBar = () => updateUi((u) => ({ ...u, display: "bar", panel: null }));
  return (
    <section
      className="player-root"
      aria-label="Audio player"
      data-display={ui.display}
      onPointerEnter={prefetchEngine}
      onPointerDown={prefetchEngine}
      onFocus={prefetchEngine}
    >
      {ui.display === "full" ? (
        <LoadingPart name="The full player" fallback={<FullPlayerLoading />} onFailed={backToBar}>
          <FullPlayer track={current} />
        </LoadingPart>
      ) : null}
      {ui.display === "minimized" ? <MinimizedPlayer track={current} playing={state.isPlaying} /> : null}
      {ui.display === "bar" ? (
        <>
          {ui.panel === "equalizer" ? (
            <LoadingPart
              name="The equalizer"
              fallback={<PanelLoading variant="equalizer" title="Audio Equalizer" />}
              onFailed={backToBar}
            >
              <Equalizer onClose={closePanel} />
            </LoadingPart>
          ) : null}
          {ui.panel === "queue" ? (
            <LoadingPart
              name="The queue"
              fallback={<PanelLoading variant="queue" title="Play Queue" />}
              onFailed={backToBar}
            >
              <Queue onClose={closePanel} />
            </LoadingPart>
          ) : null}
          <PlayerBar
            ui={ui}
            track={current}
            onClose={() => {
              engine.pause();
              updateUi((u) => ({ ...u, miniPlayer: false, panel: null }));
            }}
          />
        </>
      ) : null}
    </section>
  );
}
