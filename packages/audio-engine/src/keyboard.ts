import type { AudioEngine } from "./types";

/**
 * Options of `bindKeyboardShortcuts`.
 *
 * @example
 * bindKeyboardShortcuts(engine, { target: playerRoot, onMinimize: () => setMini(true) });
 */
export interface KeyboardShortcutOptions {
  /** Where keydown is listened to. Default `document`. */
  target?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Called on M. */
  onMinimize?: () => void;
  /** Called on E. */
  onToggleEqualizer?: () => void;
}

const isEditable = (el: unknown): boolean => {
  const node = el as HTMLElement | null;
  return (
    !!node?.tagName &&
    (/^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName) ||
      node.isContentEditable ||
      !!node.closest?.("[contenteditable]:not([contenteditable=false])"))
  );
};

/**
 * Binds the player shortcuts: Space play/pause, → next, ← previous, ↑ volume +10 %, ↓ volume −10 %,
 * M minimize, E equalizer. Keys typed in an input, textarea, select or contenteditable element, and
 * keys with Ctrl/Alt/Meta, are left alone. Returns the unbind function.
 *
 * @example
 * const unbind = bindKeyboardShortcuts(engine, { onToggleEqualizer: () => setEqOpen((o) => !o) });
 * // later, e.g. in a React effect cleanup:
 * unbind();
 */
export function bindKeyboardShortcuts(
  engine: AudioEngine,
  options: KeyboardShortcutOptions = {},
): () => void {
  const target = options.target ?? (typeof document === "undefined" ? undefined : document);
  if (!target) return () => {};
  const actions: Record<string, (() => void) | undefined> = {
    " ": () => engine.toggle(),
    arrowright: () => engine.next(),
    arrowleft: () => engine.previous(),
    arrowup: () => engine.changeVolume(0.1),
    arrowdown: () => engine.changeVolume(-0.1),
    m: options.onMinimize,
    e: options.onToggleEqualizer,
  };
  const onKey = (event: Event) => {
    const e = event as KeyboardEvent;
    const action = actions[e.key?.toLowerCase()];
    if (!action || e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || isEditable(e.target)) return;
    e.preventDefault();
    action();
  };
  target.addEventListener("keydown", onKey);
  return () => target.removeEventListener("keydown", onKey);
}
