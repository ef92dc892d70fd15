// "New beat": the create form opens in the page above the list (a long form with five tiers reads
// better there than in a dialog, down to a 360 px phone). The button says whether it is open; opening
// moves focus to the form's heading, Cancel closes it and gives focus back to the button. A new beat is
// unpublished; on success the producer lands on its page.
import { useNavigate } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef } from "react";
import type { BeatOptions } from "../../lib/beats/page-data";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { BeatForm } from "./beat-form";

export const NewBeatButton = forwardRef<
  HTMLButtonElement,
  {
    open: boolean;
    onToggle: () => void;
    /** The panel's id. */
    controls: string;
    label?: string;
  }
>(function NewBeatButton({ open, onToggle, controls, label = "New beat" }, ref) {
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

export function NewBeatPanel({
  id,
  options,
  onClose,
}: {
  id: string;
  options: BeatOptions;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} className="card beat-new" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        New beat
      </h2>
      <p className="studio-muted">
        It stays unpublished until you publish it; publishing sends it for review.
      </p>
      <BeatForm
        intent="create"
        action={BEATS_PAGES.manager}
        options={options}
        submitLabel="Create beat"
        // The new beat's page replaces the list (and the form with it).
        onDone={(result) => (result.id ? navigate(BEATS_PAGES.beat(result.id)) : onClose())}
      >
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </BeatForm>
    </section>
  );
}
