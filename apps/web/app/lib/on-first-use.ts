// Code that only runs after a user action (a dialog, a form's own check) is a chunk of its own, fetched
// with import() when first needed and, ahead of that, on the intent to use it (pointerenter or focus of
// what opens it): a page's first load carries only what its first view shows.
import { type ComponentType, createElement, lazy, useCallback, useState } from "react";

/** One module fetched on first use; every caller shares the one fetch. */
export interface FirstUse<M> {
  /** Fetches the module (once; a failed fetch is tried again by the next call). */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded(): M | undefined;
  /** For an opener's onPointerEnter / onFocus: starts the fetch; a failure is left to `load`. */
  prefetch(): void;
}

/**
 * @example
 * const pinFormCode = firstUse(() => import("./pin-form"));
 * <button onPointerEnter={pinFormCode.prefetch} onFocus={pinFormCode.prefetch}>Set PIN</button>
 */
export function firstUse<M>(importer: () => Promise<M>): FirstUse<M> {
  let fetching: Promise<M> | undefined;
  let module: M | undefined;
  const load = () => {
    fetching ??= importer().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    );
    return fetching;
  };
  return {
    load,
    loaded: () => module,
    prefetch: () => void load().catch(() => undefined),
  };
}

/**
 * A component of a first-use module. It suspends (the nearest Suspense shows its fallback) until the
 * module has arrived; once it has, it renders at once, with no fallback in between (React.lazy alone
 * would suspend once on first render even for a module already fetched by a prefetch).
 *
 * @example
 * const PinForm = lazyComponent(pinFormCode, (m) => m.PinForm);
 * <Suspense fallback={<DialogLoading />}><PinForm change onClose={close} /></Suspense>
 */
export function lazyComponent<M, P extends object>(
  code: FirstUse<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  // Typed as the component it stands for: React.lazy's type adds ref props that P need not have.
  const Lazy = lazy(() =>
    code.load().then((module) => ({ default: pick(module) })),
  ) as unknown as ComponentType<P>;
  function FirstUseComponent(props: P) {
    const module = code.loaded();
    return createElement(module ? pick(module) : Lazy, props);
  }
  return FirstUseComponent;
}

/**
 * The module if it has arrived, and `prefetch` to ask for it; the component renders again when it
 * arrives. Nothing is fetched until `prefetch` runs: for a form's own check, on its first focus or
 * pointerenter, so a submit before then goes to the action unchecked (the action checks it anyway).
 *
 * @example
 * const checks = useFirstUse(walletChecks);
 * const form = useWalletForm(checks.module?.limitsForm(money) ?? null);
 * <form onFocus={checks.prefetch} onPointerEnter={checks.prefetch}>…
 */
export function useFirstUse<M>(code: FirstUse<M>): { module: M | undefined; prefetch: () => void } {
  const [module, setModule] = useState(code.loaded);
  const prefetch = useCallback(() => {
    code.load().then(setModule, () => undefined);
  }, [code]);
  return { module: module ?? code.loaded(), prefetch };
}
