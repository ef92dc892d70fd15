import { usePlayer } from "../../lib/player/use-player";

/** Spotify's levels: Loud −11 LUFS (with a limiter, so quiet tracks can be raised), Normal −14, Quiet −19. */
export const LEVELS = [
  { name: "Loud", target: -11, limiter: true },
  { name: "Normal", target: -14, limiter: false },
  { name: "Quiet", target: -19, limiter: false },
] as const;

/**
 * The player's sound settings beside the equalizer: loudness normalisation (on by default, Normal) with its
 * level, and whether DJ mixes are beat-matched. The engine saves them with the other player settings.
 */
export function PlaybackSettings() {
  const { state, engine } = usePlayer();
  const { normalize, beatMatch } = state;
  const on = normalize.mode !== "off";
  return (
    <fieldset className="player-settings">
      <legend className="player-settings__title">Playback</legend>
      <label className="player-settings__switch">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => engine.setNormalize({ mode: event.target.checked ? "auto" : "off" })}
        />{" "}
        Normalize volume
      </label>
      <fieldset className="player-eq__presets">
        <legend className="visually-hidden">Volume level</legend>
        {LEVELS.map(({ name, target, limiter }) => (
          <button
            key={name}
            type="button"
            className="player-chip"
            disabled={!on}
            aria-pressed={on && normalize.target === target}
            onClick={() => engine.setNormalize({ target, limiter })}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <label className="player-settings__switch">
        <input
          type="checkbox"
          checked={beatMatch}
          onChange={(event) => engine.setBeatMatch(event.target.checked)}
        />{" "}
        Beat-matched DJ mix
      </label>
    </fieldset>
  );
}
