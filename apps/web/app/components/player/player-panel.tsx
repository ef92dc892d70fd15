// The chrome the player's side panels share (equalizer, queue): a section named by its heading, with a close
// button in the header.
import { type ReactNode, useId } from "react";
import { CloseIcon } from "./icons";

export function PlayerPanel({
  variant,
  title,
  closeLabel,
  onClose,
  children,
}: {
  /** `player-panel--<variant>` for the panel's own layout. */
  variant: "equalizer" | "queue";
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`player-panel player-panel--${variant}`} aria-labelledby={headingId}>
      <header className="player-panel__header">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="player-icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {children}
    </section>
  );
}
