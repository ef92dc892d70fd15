import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** Spec §2: the bar appears only after 50 ms of pending work, so fast responses never flash it. */
export const PROGRESS_DELAY_MS = 50;

export function ProgressBar({ apiPending }: { apiPending: number }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || apiPending > 0 || fetchers.some((f) => f.state !== "idle");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const id = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(id);
  }, [busy]);
  return (
    <div className="progress" data-visible={visible || undefined} aria-hidden={!visible}>
      {visible ? <div className="progress__bar" role="progressbar" aria-label="Loading" /> : null}
    </div>
  );
}
