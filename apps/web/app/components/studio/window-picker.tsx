// The metrics window as links (`?window=7|28|90|all`): the loader reads it from the URL, so the choice
// survives a reload, can be shared and works before hydration.
import { Link, useLocation } from "@remix-run/react";
import type { MetricsWindow } from "../../lib/api/contract";
import { METRICS_WINDOWS, windowLabel, windowSearch } from "../../lib/studio/metrics";

/** Four links, the current window marked with aria-current. */
export function WindowPicker({ window }: { window: MetricsWindow }) {
  const location = useLocation();
  return (
    <nav className="studio-windows" aria-label="Metrics window">
      {METRICS_WINDOWS.map((w) => (
        <Link
          key={w}
          to={{ pathname: location.pathname, search: windowSearch(location.search, w) }}
          aria-current={w === window ? "true" : undefined}
          preventScrollReset
          replace
        >
          {windowLabel(w)}
        </Link>
      ))}
    </nav>
  );
}
