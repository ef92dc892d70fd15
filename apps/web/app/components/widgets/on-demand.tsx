// Code that only runs after a user action (a dialog, a panel) is fetched on first use, never with the
// page: the opener prefetches it on intent (pointer over it, keyboard focus on it), so by the time it is
// pressed the module is usually there and opening feels instant; if not, a small fixed box stands where the
// dialog will appear (out of the flow, so nothing on the page moves) until it arrives.
import { useCallback, useState } from "react";
import { Spinner } from "./spinner";

export interface OnDemand<T> {
  /** Imports the module once; a failed import (network) is tried again on the next call. */
  load(): Promise<T>;
  /** The module once it has arrived. */
  readonly current: T | undefined;
}

/**
 * @example
 * const playlistDialog = onDemand(() => import("./add-to-playlist-dialog"));
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  const source: { load(): Promise<T>; current: T | undefined } = {
    current: undefined,
    load() {
      pending ??= importer().then(
        (module) => {
          source.current = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return source;
}

export interface OnDemandState<T> {
  /** The module when it has arrived (at once when another opener already loaded it). */
  module: T | undefined;
  /** Loads silently; spread `intent` on the opener rather than calling this. */
  prefetch: () => void;
  /** Event props for the opener: pointer over it or focus on it starts the download. */
  intent: { onPointerEnter: () => void; onFocus: () => void };
  /** Loads for an opening; `onFailed` runs when the module cannot be fetched. */
  need: () => void;
}

/**
 * One opener's view of an on-demand module.
 *
 * @example
 * const dialog = useOnDemand(playlistDialog, () => { setOpen(false); shell.toast("error", "..."); });
 * <button {...dialog.intent} onClick={() => { setOpen(true); dialog.need(); }}>Add</button>
 * {open && !dialog.module ? <OpeningDialog /> : null}
 * {dialog.module ? <dialog.module.AddToPlaylistDialog open={open} ... /> : null}
 */
export function useOnDemand<T>(source: OnDemand<T>, onFailed: () => void): OnDemandState<T> {
  const [arrived, setArrived] = useState<T | undefined>(undefined);
  const prefetch = useCallback(() => {
    source.load().catch(() => undefined);
  }, [source]);
  const need = () => {
    source.load().then((module) => setArrived(() => module), onFailed);
  };
  return {
    module: arrived ?? source.current,
    prefetch,
    intent: { onPointerEnter: prefetch, onFocus: prefetch },
    need,
  };
}

/** Stands where a dialog opens while its code arrives: the dialog's box, fixed, so nothing moves. */
export function OpeningDialog({ text = "Opening..." }: { text?: string }) {
  return (
    <div className="ngw-dialog ngw-dialog--opening" role="status" aria-live="polite">
      <Spinner size="sm" />
      <span>{text}</span>
    </div>
  );
}
