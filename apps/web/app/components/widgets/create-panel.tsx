// "New …" in a manager page: the create form opens in the page above the list (a long form reads better
// there than in a dialog, down to a 360 px phone). The toggle says whether it is open; opening moves focus
// to the panel's heading, closing gives focus back to the toggle. A `?new=1` link opens it too, and
// closing then leaves the plain list's URL so a reload does not reopen it. Beats and songs use it.
import { useNavigate } from "@remix-run/react";
import { forwardRef, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** The panel's open state, its id, the toggle's ref, and toggle/close with the focus and URL rules. */
export function useCreatePanel({ creating, listUrl }: { creating: boolean; listUrl: string }) {
  const [open, setOpen] = useState(creating);
  // A "New …" link followed while the list is shown opens the panel too.
  useEffect(() => {
    if (creating) setOpen(true);
  }, [creating]);
  const panelId = useId();
  const navigate = useNavigate();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleButton.current?.focus();
    if (creating) navigate(listUrl, { replace: true });
  };
  const toggle = () => (open ? close() : setOpen(true));
  return { open, panelId, toggleButton, close, toggle };
}

/** The button that opens and closes the panel it controls. */
export const CreatePanelToggle = forwardRef<
  HTMLButtonElement,
  { open: boolean; onToggle: () => void /** The panel's id. */; controls: string; label: string }
>(function CreatePanelToggle({ open, onToggle, controls, label }, ref) {
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

/** The panel: a card whose heading takes focus when it opens. */
export function CreatePanel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} className="card create-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="studio-muted">{note}</p>
      {children}
    </section>
  );
}
