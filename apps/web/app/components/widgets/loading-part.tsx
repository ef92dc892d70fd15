// A part of the page whose code is fetched on first use (lib/on-first-use.ts: a dialog, a player panel):
// what stands where it will appear while its code arrives, sized like it so nothing on the page moves,
// and what happens when that code cannot be fetched (a dropped connection): never the error screen; the
// opener closes, a toast says the part could not be opened, and the next opening fetches again.
import { Component, type ReactNode, Suspense, useState } from "react";
import { failedLoadRetry } from "../../lib/on-first-use-react";
import { useShell } from "../../lib/shell-context";
import { Spinner } from "./spinner";

export interface LoadingPartProps {
  /** The part as a sentence starts ("The equalizer"), for the toast when its code cannot be fetched. */
  name: string;
  /** Stands in while the code arrives (only while `open`): the part's own frame or box. */
  fallback: ReactNode;
  /** Closes the opener (or falls back) after the toast: the code could not be fetched. */
  onFailed: () => void;
  /**
   * For a part that stays mounted once opened (a dialog closes like a dialog, handing the focus back):
   * nothing renders before its first opening. Leave it out where the part unmounts on closing.
   */
  open?: boolean;
  /** The part: components of lazyComponent(). */
  children: ReactNode;
}

/**
 * @example
 * {ui.panel === "queue" ? (
 *   <LoadingPart name="The queue" fallback={<PanelLoading variant="queue" title="Play Queue" />} onFailed={closePanel}>
 *     <Queue onClose={closePanel} />
 *   </LoadingPart>
 * ) : null}
 */
export function LoadingPart({ name, fallback, onFailed, open = true, children }: LoadingPartProps) {
  const shell = useShell();
  const [mounted, setMounted] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  // An opening mounts the part; after a failed fetch only the next opening does, never a re-render.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMounted(true);
  }
  if (!mounted) return null;
  const failed = () => {
    setMounted(false);
    shell.toast("error", `${name} could not be opened. Please check your connection and try again.`);
    onFailed();
  };
  return (
    <FailedLoad onFailed={failed}>
      <Suspense fallback={open ? fallback : null}>{children}</Suspense>
    </FailedLoad>
  );
}

interface FailedLoadProps {
  onFailed: () => void;
  children: ReactNode;
}

/** Catches a first-use module that could not be fetched; any other error goes on to the route's boundary. */
class FailedLoad extends Component<FailedLoadProps, { caught: { error: unknown } | null }> {
  // Set here rather than as a class field: a field costs the chunk a defineProperty helper.
  constructor(props: FailedLoadProps) {
    super(props);
    this.state = { caught: null };
  }
  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }
  override componentDidCatch(error: unknown) {
    const retry = failedLoadRetry(error);
    if (!retry) return;
    retry();
    this.props.onFailed();
  }
  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (failedLoadRetry(caught.error)) return null;
    throw caught.error;
  }
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
