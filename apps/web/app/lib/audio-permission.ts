// Audio permission (spec §4/§5): unknown, then granted or denied after a confirm prompt, remembered in
// local storage.

export const AUDIO_PERMISSION_KEY = "ngoma.audioPermission";
export const AUDIO_PROMPT_TEXT = "Ngoma would like to play audio notifications.";
export const NOTIFICATION_VOLUME = 0.5;
/** We wait for a notification sound to end, but never longer than this (spec §9). */
export const SOUND_WAIT_CAP_MS = 3_000;

export type AudioPermission = "unknown" | "granted" | "denied";

export function readAudioPermission(raw: string | null): AudioPermission {
  return raw === "granted" || raw === "denied" ? raw : "unknown";
}

export const SOUND_FILES = {
  error: "/sounds/error.wav",
  success: "/sounds/success.wav",
  delete: "/sounds/delete.wav",
} as const;

export type SoundName = keyof typeof SOUND_FILES;
