import { useEffect, useRef, useState } from "react";
import type { Toast } from "../../lib/toasts";
import { CloseIcon, KIND_ICON } from "./icons";

const TICK_MS = 250;

/**
 * Renders the toast queue top right and drives its clock: ticks pause while the pointer is over the
 * stack or the window has lost focus. A click anywhere on a toast closes it.
 */
export function ToastViewport({
  toasts,
  onTick,
  onDismiss,
}: {
  toasts: Toast[];
  onTick: (elapsed: number, paused: boolean) => void;
  onDismiss: (id: number) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const paused = useRef(false);
  paused.current = hovered || blurred;

  useEffect(() => {
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);

  const active = toasts.length > 0;
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => onTick(TICK_MS, paused.current), TICK_MS);
    return () => clearInterval(id);
  }, [active, onTick]);

  return (
    <section
      className="toasts"
      aria-label="Notifications"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <ol className="toasts__list">
        {toasts.map((toast) => {
          const Icon = KIND_ICON[toast.kind];
          return (
            <li key={toast.id} className={`toast toast--${toast.kind}`} data-kind={toast.kind}>
              <button
                type="button"
                className="toast__body"
                onClick={() => onDismiss(toast.id)}
                aria-label={`${toast.message} (close)`}
              >
                <Icon />
                <span role={toast.kind === "error" ? "alert" : "status"}>{toast.message}</span>
                <span className="toast__close">
                  <CloseIcon />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
