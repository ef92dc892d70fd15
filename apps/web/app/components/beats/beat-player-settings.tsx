// The beat player's settings above the market's grid (spec §3: autoPlay on by default, shuffle, repeat),
// saved in this browser. Read after hydration: the server render shows the defaults.
import { useEffect, useId, useState } from "react";
import {
  BEAT_PLAYER_DEFAULTS,
  type BeatPlayerSettings,
  readBeatPlayer,
  writeBeatPlayer,
} from "../../lib/beats/beat-player";

export function useBeatPlayerSettings(): [BeatPlayerSettings, (next: BeatPlayerSettings) => void] {
  const [settings, setSettings] = useState(BEAT_PLAYER_DEFAULTS);
  useEffect(() => setSettings(readBeatPlayer(globalThis.localStorage)), []);
  return [
    settings,
    (next) => {
      setSettings(next);
      writeBeatPlayer(globalThis.localStorage, next);
    },
  ];
}

const OPTIONS: Array<[keyof BeatPlayerSettings, string]> = [
  ["autoPlay", "Autoplay the next preview"],
  ["shuffle", "Shuffle"],
  ["repeat", "Repeat"],
];

export function BeatPlayerSettingsForm({
  settings,
  onChange,
}: {
  settings: BeatPlayerSettings;
  onChange: (next: BeatPlayerSettings) => void;
}) {
  const id = useId();
  return (
    <fieldset className="market-player-settings">
      <legend>Beat player</legend>
      {OPTIONS.map(([key, label]) => (
        <span key={key} className="beat-check">
          <input
            id={`${id}-${key}`}
            type="checkbox"
            checked={settings[key]}
            onChange={(event) => onChange({ ...settings, [key]: event.currentTarget.checked })}
          />
          <label htmlFor={`${id}-${key}`}>{label}</label>
        </span>
      ))}
    </fieldset>
  );
}
