// The song's demo: a recording uploaded through the studio's resumable tus flow as a song's demo
// (metadata `purpose song`, lib/studio/tus-upload, loaded on first use), with its progress. The new
// upload's track id waits in the hidden `demo_track_id` the save sends; the api checks it is the writer's
// own finished upload, and makes it playable meanwhile.
import { useId, useRef, useState } from "react";
import type { FieldErrors, WrittenSong } from "../../../lib/api/contract";
import { firstError } from "../../../lib/api/envelope";
import { DemoButton } from "../demo-button";

type UploadState =
  | { kind: "idle" }
  | { kind: "uploading"; sent: number; total: number }
  | { kind: "uploaded" }
  | { kind: "error"; message: string };

const DEMO_WORDS: Readonly<Record<NonNullable<WrittenSong["demo"]>["state"], string>> = {
  processing: "Attached, still being processed.",
  ready: "Attached and ready.",
  failed: "The attached demo could not be processed: upload it again.",
};

function statusOf(state: UploadState, demo: WrittenSong["demo"]): string {
  if (state.kind === "uploading")
    return `Uploading… ${Math.floor((state.sent / Math.max(1, state.total)) * 100)} %`;
  if (state.kind === "uploaded") return "Uploaded: save the song to attach it (it is processed meanwhile).";
  if (state.kind === "error") return state.message;
  return demo ? DEMO_WORDS[demo.state] : "No demo yet.";
}

export function DemoUpload({
  song,
  errors = {},
}: {
  song?: Pick<WrittenSong, "id" | "title" | "demo"> | undefined;
  errors?: FieldErrors | undefined;
}) {
  const inputId = useId();
  const [trackId, setTrackId] = useState("");
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const uploaded = useRef<string | null>(null);
  const error = firstError(errors, "demo_track_id");

  const upload = async (file: File) => {
    setState({ kind: "uploading", sent: 0, total: file.size });
    const { createTusUpload } = await import("../../../lib/studio/tus-upload");
    const handle = await createTusUpload(
      file,
      {
        onTrack: (id) => {
          uploaded.current = id;
        },
        onProgress: (sent, total) => setState({ kind: "uploading", sent, total }),
        onSuccess: () => {
          if (uploaded.current) setTrackId(uploaded.current);
          setState({ kind: "uploaded" });
        },
        onError: (message) => setState({ kind: "error", message }),
      },
      "song",
    );
    handle.start();
  };

  return (
    <div className="song-demo">
      <label htmlFor={inputId} className="field__label">
        Demo recording
      </label>
      <span className="field__hint">
        An MP3, WAV, FLAC, OGG or AAC/M4A. Buyers hear it in the market; a new upload replaces the old one.
      </span>
      <input
        id={inputId}
        type="file"
        accept="audio/*"
        aria-describedby={`${inputId}-status`}
        disabled={state.kind === "uploading"}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      {state.kind === "uploading" ? (
        <progress max={state.total} value={state.sent} aria-label="Demo upload" />
      ) : null}
      <p
        id={`${inputId}-status`}
        className={state.kind === "error" || error ? "field__error" : "field__hint"}
        role="status"
      >
        {error ?? statusOf(state, song?.demo ?? null)}
      </p>
      {song?.demo?.stream_url && state.kind === "idle" ? (
        <p>
          <DemoButton song={song} />
        </p>
      ) : null}
      <input type="hidden" name="demo_track_id" value={trackId} />
    </div>
  );
}
