import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner";

/**
 * Spec §2: a loading button is busy exactly when the global loading flag (a name, spec §3) equals its own
 * key, so one flag drives every button and only the one that started the work spins.
 */
export function isLoadingFor(key: string, loading: string | null | undefined): boolean {
  return loading != null && loading !== "" && loading === key;
}

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** This button's own name for the global loading flag, e.g. "save". */
  loadingKey: string;
  /** The current global loading flag (null/undefined/"" when nothing is loading). */
  loading: string | null | undefined;
  /** Shown next to the spinner while busy. */
  loadingText?: ReactNode;
  variant?: "primary" | "secondary" | "danger";
}

/**
 * @example
 * <LoadingButton type="submit" loadingKey="save" loading={state.loading} loadingText="Saving...">
 *   Save
 * </LoadingButton>
 */
export function LoadingButton({
  loadingKey,
  loading,
  loadingText = "Loading...",
  variant = "primary",
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: LoadingButtonProps) {
  const busy = isLoadingFor(loadingKey, loading);
  const classes = ["ngw-button", `ngw-button--${variant}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
    >
      {busy ? (
        <>
          <Spinner size="sm" />
          <span>{loadingText}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
