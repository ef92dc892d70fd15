import { EQUALIZER_PRESETS, type EqualizerBand } from "@ngoma/audio-engine";
import { usePlayer } from "../../lib/player/use-player";
import { PlaybackSettings } from "./playback-settings";
import { PlayerPanel } from "./player-panel";

const BANDS: { band: EqualizerBand; label: string; hint: string }[] = [
  { band: "bass", label: "Bass", hint: "200 Hz" },
  { band: "mid", label: "Mid", hint: "1 kHz" },
  { band: "treble", label: "Treble", hint: "3.2 kHz" },
];

const signed = (dB: number) => `${dB > 0 ? "+" : ""}${dB} dB`;

/**
 * 'Audio Equalizer' (spec §2/§4/§9): presets, three bands −12…12 dB in 1 dB steps, the playback settings
 * (normalisation, beat-matched DJ mix), Reset.
 */
export function EqualizerPanel({ onClose }: { onClose: () => void }) {
  const { state, engine } = usePlayer();
  const eq = state.equalizer;
  return (
    <PlayerPanel variant="equalizer" title="Audio Equalizer" closeLabel="Close equalizer" onClose={onClose}>
      <fieldset className="player-eq__presets">
        <legend className="visually-hidden">Presets</legend>
        {Object.keys(EQUALIZER_PRESETS).map((name) => (
          <button
            key={name}
            type="button"
            className="player-chip"
            aria-pressed={eq.preset === name}
            onClick={() => engine.equalizer.applyPreset(name)}
          >
            {name}
          </button>
        ))}
        <span className="player-chip player-chip--static" aria-live="polite" data-testid="player-eq-preset">
          {eq.preset === "Custom" ? "Custom" : `Preset: ${eq.preset}`}
        </span>
      </fieldset>
      <div className="player-eq__bands">
        {BANDS.map(({ band, label, hint }) => (
          <label key={band} className="player-eq__band">
            <span className="player-eq__name">
              {label} <small>{hint}</small>
            </span>
            <input
              type="range"
              className="player-range"
              min={-12}
              max={12}
              step={1}
              value={eq[band]}
              aria-valuetext={signed(eq[band])}
              onChange={(event) => engine.equalizer.setBand(band, Number(event.target.value))}
            />
            <output className="player-eq__value">{signed(eq[band])}</output>
          </label>
        ))}
      </div>
      {eq.mode === "visual" && eq.message ? (
        <p className="player-eq__notice" role="status">
          {eq.message}
        </p>
      ) : null}
      <PlaybackSettings />
      <footer className="player-panel__footer">
        <button type="button" className="player-text-button" onClick={engine.equalizer.reset}>
          Reset
        </button>
      </footer>
    </PlayerPanel>
  );
}
