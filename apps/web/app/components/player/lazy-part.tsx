// Parts of the player reached only by a click or a shortcut are chunks of their own: every signed-in page
// loads the bar at once, so it carries nothing a listener may never open. A part is fetched on first use,
// and earlier on intent (pointerenter/focus of the button that opens it) so opening still feels instant.
import { Component, type ComponentType, createElement, lazy, type ReactNode, Suspense } from "react";

export interface LazyPart<P> {
  /** Renders the part; suspends (see LoadingPart) until its chunk is in. */
  View: ComponentType<P>;
  /** Starts fetching the chunk; repeated calls share one request. Bind to the opener's pointerenter/focus. */
  prefetch: () => void;
  /** After a failed load (see LoadingPart): the next render fetches the chunk again. */
  retry: () => void;
}

/**
 * A part loaded with `import()` on first render or on `prefetch()`, whichever comes first. Once loaded it
 * renders at once (React.lazy alone would still show the fallback for a tick). A failed load is tried
 * again on the next open.
 *
 * @example
 * const queue = lazyPart(() => import("./queue-panel").then((m) => m.QueuePanel));
 * <button onPointerEnter={queue.prefetch} onFocus={queue.prefetch}>Queue</button>
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (part) => {
        loaded = part;
        return { default: part };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // A lazy component keeps a failed load for good: a retry needs a new one.
  let suspending = lazy(fetchChunk);
  function View(props: P) {
    return createElement((loaded ?? suspending) as ComponentType<P>, props);
  }
  return {
    View,
    prefetch: () => void fetchChunk().catch(() => undefined),
    retry: () => {
      if (!loaded) suspending = lazy(fetchChunk);
    },
  };
}

/**
 * Shows `fallback` (sized like the part, so nothing jumps) while `part` (rendered by `children`) loads; when
 * its chunk cannot be fetched (a dropped connection), calls `onFailed` instead of taking the whole page down,
 * and the part's next opening asks for the chunk again.
 */
export function LoadingPart({
  part,
  fallback,
  onFailed,
  children,
}: {
  part: Pick<LazyPart<never>, "retry">;
  fallback: ReactNode;
  onFailed: () => void;
  children: ReactNode;
}) {
  const failed = () => {
    part.retry();
    onFailed();
  };
  return (
    <FailedLoad onFailed={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailedLoad>
  );
}

interface FailedLoadProps {
  onFailed: () => void;
  children: ReactNode;
}

class FailedLoad extends Component<FailedLoadProps, { failed: boolean }> {
  // Set here rather than as a class field: a field costs the chunk a defineProperty helper.
  constructor(props: FailedLoadProps) {
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
