// Code that only runs after a user action (a dialog, a panel, a form's own check, the play reporter) is a
// chunk of its own, fetched with import() when first needed and, ahead of that, on the intent to use it
// (pointerenter or focus of what opens it): a page's first load carries only what its first view shows.
// This is the loader alone, with nothing of React or the DOM; the React side is on-first-use-react.ts (a
// component that suspends while its module is missing, the openers' hook, and LoadingPart: the fallback
// while it loads, and what a failed fetch does).

/** One module fetched on first use; every caller shares the one fetch. */
export interface FirstUse<M> {
  /** Fetches the module (once; a failed fetch is tried again by the next call). */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded(): M | undefined;
  /** Starts the fetch and ignores its failure (left to the next `load`): for an opener's pointerenter/focus. */
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
