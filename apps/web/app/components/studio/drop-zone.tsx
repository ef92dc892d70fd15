// Where files enter the upload flow: drop them on the zone, or choose them with the button (the keyboard
// path). The input takes several files at once; the accept list is a hint (the server sniffs anyway).
import { type DragEvent, useState } from "react";
import { AUDIO_ACCEPT } from "../../lib/studio/accept";

/** The file input's id, so another control (the empty state's button) can open the picker. */
export const UPLOAD_INPUT_ID = "studio-upload-input";

/** Opens the file picker of the upload panel on this page, if any. */
export function openUploadPicker(): void {
  document.getElementById(UPLOAD_INPUT_ID)?.click();
}

export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; its button is the keyboard path.
    <div
      className={`studio-drop${over ? " is-over" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-drop-zone"
    >
      <p className="studio-drop__title">Drop audio files here</p>
      <p className="studio-muted">WAV, MP3, FLAC, OGG/Opus or AAC/M4A, up to 200 MB each. Several at once.</p>
      <button type="button" className="button button--primary" onClick={openUploadPicker}>
        Choose files
      </button>
      {/* Hidden: the button above is the one control to focus; tests set files on the input directly. */}
      <input
        id={UPLOAD_INPUT_ID}
        hidden
        tabIndex={-1}
        type="file"
        multiple
        accept={AUDIO_ACCEPT}
        aria-label="Choose audio files to upload"
        onChange={(event) => {
          take(event.currentTarget.files);
          // Cleared so picking the same file again (to resume it) fires a change.
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
