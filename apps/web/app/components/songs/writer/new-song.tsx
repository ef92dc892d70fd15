// "New song": the editor opens in the page above the list (a long form with lyrics and writers reads
// better there than in a dialog, down to a 360 px phone). The button says whether it is open; opening
// moves focus to the editor's heading, Cancel closes it and gives focus back to the button. A new song
// is not offered for sale; on success the writer lands on its page.
import { useNavigate } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef } from "react";
import type { SongOptions } from "../../../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { SongForm } from "./song-form";

export const NewSongButton = forwardRef<
  HTMLButtonElement,
  { open: boolean; onToggle: () => void; controls: string; label?: string }
>(function NewSongButton({ open, onToggle, controls, label = "New song" }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className="button button--primary"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {label}
    </button>
  );
});

export function NewSongPanel({
  id,
  options,
  action,
  onClose,
}: {
  id: string;
  options: SongOptions;
  action: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} className="card song-new" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        New song
      </h2>
      <p className="studio-muted">It is not for sale until you offer it; offering it sends it for review.</p>
      <SongForm
        intent="create"
        action={action}
        options={options}
        submitLabel="Create song"
        // The new song's page replaces the list (and the editor with it).
        onDone={(result) => (result.id ? navigate(SONGS_PAGES.song(result.id)) : onClose())}
      >
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </SongForm>
    </section>
  );
}
