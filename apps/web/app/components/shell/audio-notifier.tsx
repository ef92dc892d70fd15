import { useEffect, useRef, useState } from "react";
import {
  AUDIO_PERMISSION_KEY,
  AUDIO_PROMPT_TEXT,
  NOTIFICATION_VOLUME,
  readAudioPermission,
  SOUND_FILES,
  SOUND_WAIT_CAP_MS,
  type SoundName,
} from "../../lib/audio-permission";
import { soundAvailable } from "../../lib/startup-steps";

/** A sound to play; a new `id` plays again (the same sound twice in a row is two requests). */
export interface SoundRequest {
  name: SoundName;
  id: number;
}

async function playNow(name: SoundName): Promise<void> {
  // The HEAD check at start-up decides; the fallback module is loaded only when a file is missing.
  const src =
    soundAvailable[name] === false
      ? (await import("../../lib/fallback-sound")).beepDataUri()
      : SOUND_FILES[name];
  const audio = new Audio(src);
  audio.volume = NOTIFICATION_VOLUME;
  await new Promise<void>((resolve) => {
    const cap = setTimeout(resolve, SOUND_WAIT_CAP_MS);
    audio.addEventListener("ended", () => {
      clearTimeout(cap);
      resolve();
    });
    // A blocked or failed sound is fine: the toast already told the user (spec §8).
    audio.play().catch(() => {
      clearTimeout(cap);
      resolve();
    });
  });
}

/**
 * Plays each requested notification sound, asking once ('… would like to play audio notifications',
 * OK / Cancel) and remembering the answer in local storage (spec §4/§5). The shell loads this module on
 * the first request (a sound is never part of a page's first view).
 *
 * @example <AudioNotifier request={{ name: "error", id: 1 }} />
 */
export function AudioNotifier({ request }: { request: SoundRequest }) {
  const [asking, setAsking] = useState<SoundName | null>(null);
  const okButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per request (its id).
  useEffect(() => {
    const { name } = request;
    let permission = "unknown";
    try {
      permission = readAudioPermission(localStorage.getItem(AUDIO_PERMISSION_KEY));
    } catch {
      permission = "denied";
    }
    if (permission === "granted") void playNow(name);
    else if (permission === "unknown") {
      setAsking(name);
      requestAnimationFrame(() => okButton.current?.focus());
    }
  }, [request.id]);

  const answer = (allow: boolean) => {
    try {
      localStorage.setItem(AUDIO_PERMISSION_KEY, allow ? "granted" : "denied");
    } catch {
      // Private mode: the answer holds for this page only.
    }
    if (allow && asking) void playNow(asking);
    setAsking(null);
  };

  if (!asking) return null;
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="audio-title"
        aria-describedby="audio-text"
      >
        <h2 id="audio-title">Audio notifications</h2>
        <p id="audio-text">{AUDIO_PROMPT_TEXT}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => answer(false)}>
            Cancel
          </button>
          <button
            ref={okButton}
            type="button"
            className="button button--primary"
            onClick={() => answer(true)}
          >
            OK
          </button>
        </div>
      </div>
    </div>
  );
}
