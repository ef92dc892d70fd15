import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { createApiClient } from "../../lib/api/client";
import { UNEXPECTED_ERROR } from "../../lib/api/envelope";
import { firstUse } from "../../lib/on-first-use";
import { useFirstUse } from "../../lib/on-first-use-react";
import { type Shell, ShellContext } from "../../lib/shell-context";
import { readClientDataString } from "../../lib/startup-steps";
import {
  dismissToast,
  emptyToasts,
  pushToast,
  type ToastKind,
  type ToastState,
  tickToasts,
} from "../../lib/toasts";
import type { SoundRequest } from "./audio-notifier";
import { Banner, type BannerState } from "./banner";
import { ProgressBar } from "./progress-bar";
import { ToastViewport } from "./toast-viewport";

type ToastAction =
  | { type: "push"; kind: ToastKind; message: string }
  | { type: "dismiss"; id: number }
  | { type: "tick"; elapsed: number; paused: boolean };

function toastReducer(state: ToastState, action: ToastAction): ToastState {
  if (action.type === "push") return pushToast(state, action.kind, action.message);
  if (action.type === "dismiss") return dismissToast(state, action.id);
  return tickToasts(state, action.elapsed, action.paused);
}

/**
 * The notification sounds and their permission prompt arrive with the first sound: offline, that sound is
 * skipped (the toast has said it all, spec §8), and the next one tries again.
 */
const notifierCode = firstUse(() => import("./audio-notifier"));

/** Spec §9: error sources are debounced 100 ms so one failure does not toast several times. */
const ERROR_DEBOUNCE_MS = 100;

export function ShellProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, emptyToasts);
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [pending, setPending] = useState(0);
  const [sound, setSound] = useState<SoundRequest | null>(null);
  const notifier = useFirstUse(notifierCode);
  const loadNotifier = useRef(notifier.prefetch);
  loadNotifier.current = notifier.prefetch;
  const bannerId = useRef(0);

  const toast = useCallback((kind: ToastKind, message: string | undefined) => {
    if (message) dispatch({ type: "push", kind, message });
  }, []);

  const shell = useMemo<Shell>(() => {
    const api = createApiClient({
      fetch: (input, init) => fetch(input, init),
      getClientData: readClientDataString,
      onPending: (delta) => setPending((n) => Math.max(0, n + delta)),
      onFailure: (failure) => toast("error", failure.msg),
    });
    return {
      toast,
      api,
      banner: (kind, message) => setBanner({ id: ++bannerId.current, kind, message }),
      authFailed: () => {
        setSound((last) => ({ name: "error", id: (last?.id ?? 0) + 1 }));
        loadNotifier.current();
      },
    };
  }, [toast]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      clearTimeout(timer);
      timer = setTimeout(() => toast("error", UNEXPECTED_ERROR), ERROR_DEBOUNCE_MS);
    };
    window.addEventListener("unhandledrejection", report);
    window.addEventListener("error", report);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("unhandledrejection", report);
      window.removeEventListener("error", report);
    };
  }, [toast]);

  const onTick = useCallback(
    (elapsed: number, paused: boolean) => dispatch({ type: "tick", elapsed, paused }),
    [],
  );
  const onDismiss = useCallback((id: number) => dispatch({ type: "dismiss", id }), []);
  const closeBanner = useCallback(() => setBanner(null), []);

  return (
    <ShellContext.Provider value={shell}>
      <ProgressBar apiPending={pending} />
      <Banner banner={banner} onClose={closeBanner} />
      {children}
      <ToastViewport toasts={toasts.toasts} onTick={onTick} onDismiss={onDismiss} />
      {sound && notifier.module ? <notifier.module.AudioNotifier request={sound} /> : null}
    </ShellContext.Provider>
  );
}
