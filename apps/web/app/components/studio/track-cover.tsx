// The track's cover: the picture, and a file input that sends a new one (JPEG, PNG or WebP, at most
// 10 MB, at least 500×500; the api sniffs and measures it and says why it refuses). Sent as multipart
// through the browser's api client, then the page reloads to show the new URL.
import { useRevalidator } from "@remix-run/react";
import { useId, useState } from "react";
import type { CreatorTrack } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { useShell } from "../../lib/shell-context";
import { TRACK_MESSAGES } from "../../lib/studio/track-api";
import { CoverImage } from "../catalogue/cover-image";

const COVER_TYPES = "image/jpeg,image/png,image/webp";
const COVER_MAX_BYTES = 10 * 1024 * 1024;

export function TrackCover({ track }: { track: Pick<CreatorTrack, "id" | "title" | "cover_art_url"> }) {
  const shell = useShell();
  const revalidator = useRevalidator();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    if (file.size > COVER_MAX_BYTES) {
      setError("The image must be at most 10 MB.");
      return;
    }
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.set("file", file);
    const result = await shell.api.request("POST /creator/music-tracks/cover/{id}", {
      params: { id: track.id },
      body: form,
    });
    setBusy(false);
    if (!result.ok) {
      // The shell's client toasts the msg; the reason stays next to the control too.
      setError(firstError(result.fieldErrors, "file") ?? result.msg ?? "The cover could not be saved.");
      return;
    }
    shell.toast("success", result.msg ?? TRACK_MESSAGES.update);
    revalidator.revalidate();
  }

  return (
    <div className="studio-cover">
      <CoverImage src={track.cover_art_url} size="lg" alt={`Cover of ${track.title}`} />
      <div className="field">
        <label htmlFor={inputId}>{track.cover_art_url ? "Replace the cover" : "Add a cover"}</label>
        <input
          id={inputId}
          type="file"
          accept={COVER_TYPES}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void send(file);
          }}
        />
        <p className="field__hint" id={`${inputId}-hint`}>
          {busy ? "Uploading the cover…" : "JPEG, PNG or WebP, at least 500×500 pixels, up to 10 MB."}
        </p>
        {error ? (
          <p className="field__error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
