// The upload flow of the music manager: the drop zone, one row per file, and the unfinished uploads this
// browser remembers from an earlier visit (a browser cannot reopen a file by itself, so the creator picks
// the same file again and it continues from its last finished part).
import { useId } from "react";
import { useShell } from "../../lib/shell-context";
import { formatBytes } from "../../lib/studio/accept";
import type { TrackOptions } from "../../lib/studio/track-api";
import type { RememberedUpload } from "../../lib/studio/tus-upload";
import { useUploads } from "../../lib/studio/use-uploads";
import { DropZone, openUploadPicker } from "./drop-zone";
import { UploadRow } from "./upload-row";

export function UploadPanel({ options, onChanged }: { options: TrackOptions; onChanged: () => void }) {
  const shell = useShell();
  const uploads = useUploads({ toast: shell.toast, onChanged });
  const headingId = useId();
  return (
    <section className="card studio-upload-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Upload tracks</h2>
      <DropZone onFiles={uploads.add} />
      {uploads.remembered.length > 0 ? (
        <RememberedList remembered={uploads.remembered} onDiscard={uploads.discard} />
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className="list-plain studio-upload-list" aria-label="Uploads">
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} actions={uploads} options={options} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RememberedList({
  remembered,
  onDiscard,
}: {
  remembered: RememberedUpload[];
  onDiscard: (upload: RememberedUpload) => void;
}) {
  const headingId = useId();
  return (
    <section className="studio-remembered" aria-labelledby={headingId}>
      <h3 id={headingId}>Unfinished uploads</h3>
      <p className="studio-muted">
        Pick the same file again to continue where it stopped, or discard the upload.
      </p>
      <ul className="list-plain">
        {remembered.map((upload) => (
          <li key={upload.storageKey} className="studio-remembered__item">
            <span>
              <strong>{upload.fileName}</strong>
              {upload.size !== null ? (
                <span className="studio-muted"> · {formatBytes(upload.size)}</span>
              ) : null}
            </span>
            <span className="row">
              <button
                type="button"
                className="button button--primary"
                onClick={openUploadPicker}
                aria-label={`Resume ${upload.fileName}: pick the file`}
              >
                Resume
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onDiscard(upload)}
                aria-label={`Discard the upload of ${upload.fileName}`}
              >
                Discard
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
