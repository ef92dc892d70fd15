// The global player (spec §2), mounted once in the root layout so it survives every navigation. Hidden
// when nothing is current, when the mini-player flag is off, and for signed-out visitors.
import { bindKeyboardShortcuts } from "@ngoma/audio-engine";
import { useEffect } from "react";
import { titleOf } from "../../lib/player/display";
import { startPlayReporter } from "../../lib/player/play-reporter";
import { startUrlRefresher } from "../../lib/player/refresh-urls";
import type { PlayerTrack } from "../../lib/player/types";
import { toggleMinimized, togglePanel, updateUi, usePlayerUi } from "../../lib/player/ui-store";
import { usePlayer } from "../../lib/player/use-player";
import { useRootData } from "../../lib/root-data";
import { useShell } from "../../lib/shell-context";
import { EqualizerPanel } from "./equalizer-panel";
import { FullPlayer } from "./full-player";
import { MinimizedPlayer } from "./minimized-player";
import { PlayerBar } from "./player-bar";
import { QueuePanel } from "./queue-panel";

export function PlayerRoot() {
  const signedIn = !!useRootData()?.user;
  const { state, current, engine } = usePlayer();
  const ui = usePlayerUi();
  const shell = useShell();
  const visible = signedIn && !!current && ui.miniPlayer;

  useEffect(() => {
    if (!signedIn) return;
    const stops = [startPlayReporter(engine), startUrlRefresher(engine)];
    const offError = engine.on("error", ({ track }) => {
      shell.toast("error", `Could not play ${titleOf(track as PlayerTrack | null)}.`);
    });
    return () => {
      for (const stop of stops) stop();
      offError();
    };
  }, [signedIn, engine, shell]);

  // Signed out (logout, expired session): nothing may keep playing behind the login screen.
  useEffect(() => {
    if (!signedIn) engine.pause();
  }, [signedIn, engine]);

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
  return (
    <section className="player-root" aria-label="Audio player" data-display={ui.display}>
      {ui.display === "full" ? <FullPlayer track={current} /> : null}
      {ui.display === "minimized" ? <MinimizedPlayer track={current} playing={state.isPlaying} /> : null}
      {ui.display === "bar" ? (
        <>
          {ui.panel === "equalizer" ? <EqualizerPanel onClose={closePanel} /> : null}
          {ui.panel === "queue" ? <QueuePanel onClose={closePanel} /> : null}
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
