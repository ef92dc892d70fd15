// React's side of on-first-use.ts: a component of a first-use module, the hook for what opens one or
// checks with one, and LoadingPart: what stands where the part will appear while its code arrives (sized
// like it, so nothing on the page moves), and what happens when that code cannot be fetched (a dropped
// connection): never the error screen; the opener closes, a toast says the part could not be opened,
// and the next opening fetches again.
import {
  Component,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import type { FirstUse } from "./on-first-use";
import { useShell } from "./shell-context";

/**
 * What lets each lazyComponent whose fetch failed fetch again on its next render. A React.lazy keeps a
 * failed fetch for good, so it needs a new one; that is only made once a LoadingPart has caught the
 * failure (and its opener has closed), so a retried render never starts a fetch loop.
 */
const afterFailure = new Set<() => void>();

/**
 * A component of a first-use module. It suspends (the nearest Suspense shows its fallback) until the
 * module has arrived; once it has, it renders at once, with no fallback in between (React.lazy alone
 * would suspend once on first render even for a module already fetched by a prefetch). Render it inside
 * a LoadingPart, which reports a fetch that fails; the next opening fetches again.
 *
 * @example
 * const PinForm = lazyComponent(pinFormCode, (m) => m.PinForm);
 * <LoadingPart name="The PIN form" fallback={<DialogLoading />} onFailed={close}>
 *   <PinForm onClose={close} />
 * </LoadingPart>
 */
export function lazyComponent<M, P extends object>(
  code: FirstUse<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const suspending = () =>
    // Typed as the component it stands for: React.lazy's type adds ref props that P need not have.
    lazy(() =>
      code.load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          afterFailure.add(() => {
            current = suspending();
          });
          throw error;
        },
      ),
    ) as unknown as ComponentType<P>;
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
 * const checks = useFirstUse(upgradeChecks);
 * const schema = checks.module?.applyForm(types) ?? null;
 * <form onFocus={checks.prefetch} onPointerEnter={checks.prefetch}>…
 * const dialog = useFirstUse(withdrawFormCode);
 * <button {...dialog.intent} onClick={open}>Withdraw</button>
 */
export function useFirstUse<M>(code: FirstUse<M>): FirstUseState<M> {
  const [module, setModule] = useState(code.loaded);
  const prefetch = () => {
    code.load().then(
      (arrived) => setModule(() => arrived),
      () => undefined,
    );
  };
  return {
    module: module ?? code.loaded(),
    prefetch,
    intent: { onPointerEnter: code.prefetch, onFocus: code.prefetch },
  };
}

export interface LoadingPartProps {
  /** The part as a sentence starts ("The equalizer"), for the toast when it cannot be opened. */
  name: string;
  /** Stands in while the code arrives (only while `open`): the part's own frame or box. */
  fallback: ReactNode;
  /** Closes the opener (or falls back) after the toast; nothing more when left out. */
  onFailed?: () => void;
  /**
   * For a part that stays mounted once opened (a dialog closes like a dialog, handing the focus back):
   * nothing renders before its first opening. Leave it out where the part unmounts on closing.
   */
  open?: boolean;
  /** The part: components of lazyComponent(). */
  children: ReactNode;
}

/**
 * Shows `fallback` while the part's code arrives. When the part cannot be shown (its code cannot be
 * fetched; or it throws, which must not take the whole page down either) a toast says so and `onFailed`
 * closes the opener; the part's next opening fetches its code again.
 *
 * @example
 * {ui.panel === "queue" ? (
 *   <LoadingPart name="The queue" fallback={<PanelLoading variant="queue" title="Play Queue" />} onFailed={closePanel}>
 *     <Queue onClose={closePanel} />
 *   </LoadingPart>
 * ) : null}
 */
export function LoadingPart({ name, fallback, onFailed, open = true, children }: LoadingPartProps) {
  const shell = useShell();
  // true: mounted (from its first opening on, so it closes like a dialog); false: not yet, or closed again
  // after a failure; null: it failed while open: only a new opening mounts it again (no fetch loop).
  const [mounted, setMounted] = useState<boolean | null>(open);
  if (open ? mounted === false : mounted === null) setMounted(open);
  if (!mounted) return null;
  const failed = () => {
    for (const retry of afterFailure) retry();
    afterFailure.clear();
    setMounted(null);
    shell.toast("error", `${name} could not be opened. Please check your connection and try again.`);
    onFailed?.();
  };
  return createElement(
    Failed,
    { onFailed: failed },
    createElement(Suspense, { fallback: open ? fallback : null }, children),
  );
}

interface FailedProps {
  onFailed: () => void;
  children?: ReactNode;
}

/** Catches whatever its part throws (a failed fetch above all), so the rest of the page stays. */
class Failed extends Component<FailedProps, { failed: boolean }> {
  // Set here rather than as a class field: a field costs the chunk a defineProperty helper.
  constructor(props: FailedProps) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
