// One context for the root behaviours every page can trigger: toasts, the banner, the browser api client
// (its failures toast automatically), the pending-request count behind the progress bar, and the
// auth-failure sound.
import { createContext, useContext } from "react";
import type { ApiClient } from "./api/client";
import type { ToastKind } from "./toasts";

export type BannerKind = ToastKind;

export interface Shell {
  toast(kind: ToastKind, message: string | undefined): void;
  banner(kind: BannerKind, message: string): void;
  api: ApiClient;
  /** Plays the error sound after an authentication failure (asks for audio permission once). */
  authFailed(): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell must be used inside <ShellProvider>");
  return shell;
}
