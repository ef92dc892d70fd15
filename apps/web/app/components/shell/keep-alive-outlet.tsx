import { useLocation, useMatches, useOutlet } from "@remix-run/react";
import { type ReactElement, useRef } from "react";
import { type CachedPage, cacheKey, visitPage } from "../../lib/page-cache";

/** Route `handle` flags read here. */
export interface KeepAliveHandle {
  /** Keep this page mounted (hidden) after leaving it (spec §2: Dashboard, MusicManager, Albums, Profile). */
  keepAlive?: boolean;
  /** Always render this page afresh on arrival. */
  forceReload?: boolean;
}

/** Navigation state a link can pass: `<Link to="/" state={{ reloadKey: Date.now() }}>` or forceReload. */
interface ReloadState {
  reloadKey?: string | number;
  forceReload?: boolean;
}

/**
 * An <Outlet> that keeps kept-alive pages mounted but hidden, so returning to them restores their state
 * (scroll inside, form drafts, fetched lists). Kept pages read data from a layout that stays matched
 * (useAppUser), because the router drops the loader data of routes that are no longer matched.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const matches = useMatches();
  const cache = useRef<CachedPage<ReactElement>[]>([]);
  const lastKey = useRef<string | null>(null);

  const handle = (matches.at(-1)?.handle ?? {}) as KeepAliveHandle;
  const state = (location.state ?? {}) as ReloadState;
  const key = cacheKey(location.pathname, state.reloadKey);

  if (outlet && handle.keepAlive) {
    // Only update on a real arrival; re-renders while staying must not count as a forceReload.
    if (lastKey.current !== `${location.key}`) {
      cache.current = visitPage(
        cache.current,
        { key, path: location.pathname, element: outlet },
        { forceReload: handle.forceReload === true || state.forceReload === true },
      );
      lastKey.current = `${location.key}`;
    }
  } else {
    lastKey.current = `${location.key}`;
  }
  const showingKept = Boolean(outlet && handle.keepAlive);

  return (
    <>
      {cache.current.map((page) => (
        <div key={page.key} className="kept-page" hidden={!(showingKept && page.key === key)}>
          {page.element}
        </div>
      ))}
      {showingKept ? null : outlet}
    </>
  );
}
