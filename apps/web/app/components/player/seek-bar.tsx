import { playedFraction, waveformPath } from "@ngoma/audio-engine/waveform";
import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import { formatTime, seekTimeFromClick, spokenTime } from "../../lib/player/display";
import { usePlayer } from "../../lib/player/use-player";
import { useWaveform } from "../../lib/player/waveform";
import { useCssVar } from "./use-css-var";

/** Arrow keys move this many seconds; Page Up/Down ten times as far. */
const KEY_STEP_S = 5;

/** Elapsed time, the clickable progress bar (spec §5 seek rules) and the total time. */
export function SeekBar({ className }: { className?: string }) {
  const { state, engine, current } = usePlayer();
  const bar = useRef<HTMLDivElement>(null);
  const waveform = useWaveform(current?.waveform_url);
  const wave = waveform.status === "ready" ? waveform.levels : null;
  const { currentTime, duration } = state;
  const known = duration > 0;
  const percent = playedFraction(currentTime, duration) * 100;
  useCssVar(bar, "--progress", `${percent.toFixed(2)}%`);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const time = seekTimeFromClick(event.clientX, rect.left, rect.width, duration);
    if (time !== null) engine.seek(time);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const moves: Record<string, number> = {
      ArrowRight: KEY_STEP_S,
      ArrowUp: KEY_STEP_S,
      ArrowLeft: -KEY_STEP_S,
      ArrowDown: -KEY_STEP_S,
      PageUp: KEY_STEP_S * 10,
      PageDown: -KEY_STEP_S * 10,
    };
    let target: number | undefined;
    if (event.key === "Home") target = 0;
    else if (event.key === "End") target = Math.max(0, duration - 1);
    else if (moves[event.key] !== undefined) target = Math.max(0, currentTime + (moves[event.key] ?? 0));
    if (target === undefined) return;
    // Handled here: the global shortcuts (←/→ = previous/next track) must not also fire.
    event.preventDefault();
    event.stopPropagation();
    engine.seek(Math.min(target, duration));
  };

  return (
    <div className={["player-seek", className ?? ""].filter(Boolean).join(" ")}>
      <span className="player-time" data-testid="player-elapsed">
        {formatTime(currentTime)}
      </span>
      <div
        ref={bar}
        className={wave ? "player-seek__bar player-seek__bar--wave" : "player-seek__bar"}
        role="slider"
        tabIndex={known ? 0 : -1}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(currentTime)}
        aria-valuetext={`${spokenTime(currentTime)} of ${spokenTime(duration)}`}
        aria-disabled={!known}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {wave ? <Waveform levels={wave} /> : <span className="player-seek__fill" />}
      </div>
      <span className="player-time" data-testid="player-duration">
        {formatTime(duration)}
      </span>
    </div>
  );
}

/** The waveform twice: the whole track muted, and the played part in the accent colour clipped to the progress. */
function Waveform({ levels }: { levels: number[] }) {
  const path = waveformPath(levels);
  const box = `0 0 ${levels.length} 100`;
  return (
    <span className="player-seek__wave" data-testid="player-waveform">
      <svg viewBox={box} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <svg
        className="player-seek__wave-played"
        viewBox={box}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
