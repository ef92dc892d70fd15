// The beat's files section: the preview buyers hear and the files licences deliver, each uploaded through
// the studio's resumable tus flow as a beat's file (lib/studio/tus-upload, loaded on first use). Each row
// shows its progress, then holds the new file's id in a hidden field the save sends; the api checks the
// file is the producer's and of the right kind, and publication waits until every file is processed.
import { useId, useRef, useState } from "react";
import type { FieldErrors, ProducerBeat } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { BEAT_FILE_SLOTS, type BeatFileField } from "../../lib/beats/beat-files";

type SlotState =
  | { kind: "idle" }
  | { kind: "uploading"; sent: number; total: number }
  | { kind: "uploaded" }
  | { kind: "error"; message: string };

function statusOf(state: SlotState, stored: string | null, processing: boolean): string {
  if (state.kind === "uploading")
    return `Uploading… ${Math.floor((state.sent / Math.max(1, state.total)) * 100)} %`;
  if (state.kind === "uploaded") return "Uploaded: save to attach it (it is processed meanwhile).";
  if (state.kind === "error") return state.message;
  if (!stored) return "None yet.";
  return processing ? "Attached, still being processed." : "Attached and ready.";
}

function FileSlot({
  field,
  beat,
  errors,
}: {
  field: BeatFileField;
  beat?: ProducerBeat;
  errors: FieldErrors;
}) {
  const slot = BEAT_FILE_SLOTS[field];
  const inputId = useId();
  const stored = beat?.[field] ?? null;
  const [trackId, setTrackId] = useState(stored ?? "");
  const [state, setState] = useState<SlotState>({ kind: "idle" });
  const uploaded = useRef<string | null>(null);
  const error = firstError(errors, field);

  const upload = async (file: File) => {
    setState({ kind: "uploading", sent: 0, total: file.size });
    const { createTusUpload } = await import("../../lib/studio/tus-upload");
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
      "beat",
    );
    handle.start();
  };

  return (
    <div className="beat-file" data-slot={field}>
      <label htmlFor={inputId} className="field__label">
        {slot.label}
      </label>
      <span className="field__hint">{slot.hint}</span>
      <input
        id={inputId}
        type="file"
        accept={slot.accept}
        aria-describedby={`${inputId}-status`}
        disabled={state.kind === "uploading"}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      {state.kind === "uploading" ? (
        <progress max={state.total} value={state.sent} aria-label={`${slot.label} upload`} />
      ) : null}
      <p
        id={`${inputId}-status`}
        className={state.kind === "error" || error ? "field__error" : "field__hint"}
        role="status"
      >
        {error ?? statusOf(state, stored, beat?.processing_files.includes(field) ?? false)}
      </p>
      <input type="hidden" name={field} value={trackId} />
    </div>
  );
}

export function BeatFiles({ beat, errors = {} }: { beat?: ProducerBeat; errors?: FieldErrors }) {
  return (
    <div className="beat-files">
      {(Object.keys(BEAT_FILE_SLOTS) as BeatFileField[]).map((field) => (
        <FileSlot key={field} field={field} beat={beat} errors={errors} />
      ))}
    </div>
  );
}
