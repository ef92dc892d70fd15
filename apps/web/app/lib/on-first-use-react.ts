// React's side of on-first-use.ts: a component of a first-use module, and the hook for what opens one or
// checks with one. What stands in while a module loads, and what a failed fetch does, is
// components/widgets/loading-part.tsx.
import { type ComponentType, createElement, lazy, useCallback, useState } from "react";
import type { FirstUse } from "./on-first-use";

/** A failed fetch's error → what lets the component that threw it fetch again on its next render. */
const retries = new WeakMap<object, () => void>();

/**
 * When `error` is a first-use module that could not be fetched (a dropped connection): what lets the next
 * render of the component that needed it fetch it again. Undefined for any other error.
 */
export function failedLoadRetry(error: unknown): (() => void) | undefined {
  return error instanceof Error ? retries.get(error) : undefined;
}

/**
 * A component of a first-use module. It suspends (the nearest Suspense shows its fallback) until the
 * module has arrived; once it has, it renders at once, with no fallback in between (React.lazy alone
 * would suspend once on first render even for a module already fetched by a prefetch). A fetch that fails
 * throws to the nearest error boundary; LoadingPart reports it, and the next render fetches again.
 *
 * @example
 * const PinForm = lazyComponent(pinFormCode, (m) => m.PinForm);
 * <LoadingPart name="The PIN form" fallback={<DialogLoading />} onFailed={close}><PinForm onClose={close} /></LoadingPart>
 */
export function lazyComponent<M, P extends object>(
  code: FirstUse<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  // A React.lazy keeps a failed fetch for good: after one, the next render needs a new one. It is only
  // replaced once the failure has reached a boundary, so a retried render never starts a fetch loop.
  const suspending = (): ComponentType<P> => {
    // Typed as the component it stands for: React.lazy's type adds ref props that P need not have.
    const Lazy = lazy(() =>
      code.load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          // One error per component: components of the same module share its failed fetch.
          const failure = new Error("A part of the page could not be fetched", { cause: error });
          retries.set(failure, () => {
            if (current === Lazy) current = suspending();
          });
          throw failure;
        },
      ),
    ) as unknown as ComponentType<P>;
    return Lazy;
  };
  let current = suspending();
  function FirstUseComponent(props: P) {
    const module = code.loaded();
    return createElement(module ? pick(module) : current, props);
  }
  return FirstUseComponent;
}

export interface FirstUseState<M> {
  /** The module if it has arrived (at once when something else already fetched it). */
  module: M | undefined;
  /** Fetches the module, and renders again when it arrives: for a form's own check. */
  prefetch: () => void;
  /** Spread on an opener: the pointer over it or focus on it starts the fetch (rendering nothing). */
  intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * One component's view of a first-use module. Nothing is fetched until `prefetch` or an `intent` event
 * runs: for a form's own check, on its first focus or pointerenter, so a submit before then goes to the
 * action unchecked (the action checks it anyway).
 *
 * @example
 * const checks = useFirstUse(walletChecks);
 * const form = useWalletForm(checks.module?.limitsForm(money) ?? null);
 * <form onFocus={checks.prefetch} onPointerEnter={checks.prefetch}>…
 * const dialog = useFirstUse(withdrawFormCode);
 * <button {...dialog.intent} onClick={open}>Withdraw</button>
 */
export function useFirstUse<M>(code: FirstUse<M>): FirstUseState<M> {
  const [module, setModule] = useState(code.loaded);
  const prefetch = useCallback(() => {
    code.load().then(
      (arrived) => setModule(() => arrived),
      () => undefined,
    );
  }, [code]);
  return {
    module: module ?? code.loaded(),
    prefetch,
    intent: { onPointerEnter: code.prefetch, onFocus: code.prefetch },
  };
}
