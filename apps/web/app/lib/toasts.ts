// Interface toasts (spec §9, second reading): top right, at most 5 shown, newest on top, duplicates
// removed, per-kind time-outs, paused on hover and when the window loses focus, closed on click.
// This file is the pure queue; components/toasts.tsx renders it and drives the clock.

export type ToastKind = "success" | "error" | "warning" | "info";

export const TOAST_TIMEOUTS: Record<ToastKind, number> = {
  success: 4_000,
  error: 8_000,
  warning: 6_000,
  info: 5_000,
};
export const DEFAULT_TOAST_TIMEOUT = 5_000;
export const MAX_VISIBLE_TOASTS = 5;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds left before it closes; only counts down while not paused. */
  remaining: number;
}

export interface ToastState {
  toasts: Toast[];
  nextId: number;
}

export const emptyToasts: ToastState = { toasts: [], nextId: 1 };

export function timeoutFor(kind: string): number {
  return kind in TOAST_TIMEOUTS ? TOAST_TIMEOUTS[kind as ToastKind] : DEFAULT_TOAST_TIMEOUT;
}

/**
 * Adds a toast on top. A toast with the same kind and text is removed first, so a repeated message moves
 * to the top with a fresh timer instead of stacking. Only the newest 5 are kept.
 */
export function pushToast(state: ToastState, kind: ToastKind, message: string): ToastState {
  const text = message.trim();
  if (!text) return state;
  const rest = state.toasts.filter((t) => !(t.kind === kind && t.message === text));
  const toast: Toast = { id: state.nextId, kind, message: text, remaining: timeoutFor(kind) };
  return { toasts: [toast, ...rest].slice(0, MAX_VISIBLE_TOASTS), nextId: state.nextId + 1 };
}

export function dismissToast(state: ToastState, id: number): ToastState {
  return { ...state, toasts: state.toasts.filter((t) => t.id !== id) };
}

/** Advances every toast's clock by `elapsed` ms unless paused; drops those that ran out. */
export function tickToasts(state: ToastState, elapsed: number, paused: boolean): ToastState {
  if (paused || state.toasts.length === 0) return state;
  const toasts = state.toasts
    .map((t) => ({ ...t, remaining: t.remaining - elapsed }))
    .filter((t) => t.remaining > 0);
  return { ...state, toasts };
}
