import type { MetaFunction } from "@remix-run/cloudflare";
import { useEffect, useState } from "react";
import { useShell } from "../components/shell/shell-context";
import { useAppUser } from "../lib/app-user";
import { AUDIO_PERMISSION_KEY, type AudioPermission, readAudioPermission } from "../lib/audio-permission";
import { pageTitle } from "../lib/meta";
import type { User } from "../lib/types";

export const meta: MetaFunction = () => pageTitle("Notifications");

const PERMISSION_TEXT: Record<AudioPermission, string> = {
  unknown: "Not asked yet: Ngoma will ask the first time it wants to play a sound.",
  granted: "Allowed on this device.",
  denied: "Blocked on this device.",
};

export default function Notifications() {
  const user = useAppUser();
  const shell = useShell();
  const [prefs, setPrefs] = useState(user.preferences);
  const [permission, setPermission] = useState<AudioPermission>("unknown");
  useEffect(() => setPermission(readAudioPermission(localStorage.getItem(AUDIO_PERMISSION_KEY))), []);

  // Toggles save at once through the browser client; a failure toasts and the switch goes back.
  const toggle = async (key: "email_notifications" | "audio_notifications", value: boolean) => {
    setPrefs((p) => ({ ...p, [key]: value }));
    const result = await shell.api.request<User>("/auth/user/update_preferences", {
      body: { [key]: value },
      retry: true,
    });
    if (result.ok) shell.toast("success", "Notification settings saved");
    else setPrefs((p) => ({ ...p, [key]: !value }));
  };

  const setAudioPermission = (value: AudioPermission) => {
    if (value === "unknown") localStorage.removeItem(AUDIO_PERMISSION_KEY);
    else localStorage.setItem(AUDIO_PERMISSION_KEY, value);
    setPermission(value);
  };

  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>Notifications</h1>
          <p>Choose how Ngoma tells you about campaigns, payments and account activity.</p>
        </div>
      </div>
      <section className="card" aria-labelledby="channels-title">
        <h2 id="channels-title">Channels</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.email_notifications}
            onChange={(e) => void toggle("email_notifications", e.target.checked)}
          />
          E-mail me about account activity
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.audio_notifications}
            onChange={(e) => void toggle("audio_notifications", e.target.checked)}
          />
          Play a sound for live notifications
        </label>
      </section>
      <section className="card" aria-labelledby="sound-title">
        <h2 id="sound-title">Sound on this device</h2>
        <p>{PERMISSION_TEXT[permission]}</p>
        <div className="row">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAudioPermission(permission === "granted" ? "denied" : "granted")}
          >
            {permission === "granted" ? "Block sounds" : "Allow sounds"}
          </button>
        </div>
      </section>
    </div>
  );
}
