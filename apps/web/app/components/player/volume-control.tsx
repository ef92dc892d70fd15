import { type ChangeEvent, useRef } from "react";
import { usePlayer } from "../../lib/player/use-player";
import { VolumeIcon } from "./icons";
import { useCssVar } from "./use-css-var";

/** Mute toggle (restores the previous volume, spec §4) and a 0–100 slider (spec §5). */
export function VolumeControl({ className }: { className?: string }) {
  const { state, engine } = usePlayer();
  const percent = Math.round(state.volume * 100);
  const slider = useRef<HTMLInputElement>(null);
  useCssVar(slider, "--progress", `${percent}%`);
  const muted = state.muted || percent === 0;
  return (
    <div className={["player-volume", className ?? ""].filter(Boolean).join(" ")}>
      <button
        type="button"
        className="player-icon-button"
        aria-label={state.muted ? "Unmute" : "Mute"}
        aria-pressed={state.muted}
        onClick={engine.toggleMute}
      >
        <VolumeIcon muted={muted} />
      </button>
      <input
        ref={slider}
        type="range"
        className="player-range"
        min={0}
        max={100}
        step={1}
        value={percent}
        aria-label="Volume"
        aria-valuetext={`${percent}%`}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          engine.setVolume(Number(event.target.value) / 100)
        }
      />
    </div>
  );
}
